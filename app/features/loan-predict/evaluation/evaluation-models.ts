import type { MatrixLabels } from "#app/components/threshold-explorer/confusion-matrix";
import { modelSection } from "#app/words/loan/demo";
import { crossValidationSection, evaluationModels, thresholdExplorer } from "#app/words/loan/evaluation";
import type { Interval } from "#model/card/figures";
import type { ModelId } from "#model/card/ids";
import type { ModelEvaluation } from "#model/card/parts";

import { formatDecimal, formatPercent, roundsToZero } from "../format";

/** The two models the evaluation sections show: the hand-written scorecard, and the trained variant the API serves. */
export type ShownModel = "scorecard" | "trained";
export const SHOWN_MODELS: readonly ShownModel[] = ["scorecard", "trained"];

/** The confusion matrices' headers in the demo's words: a positive verdict is an approval. */
export const LOAN_MATRIX_LABELS: MatrixLabels = {
  predictedPositive: modelSection.predictedApproved,
  predictedNegative: modelSection.predictedRejected,
  actualPositive: modelSection.actualApproved,
  actualNegative: modelSection.actualRejected,
  cellNames: modelSection.cellNames,
};

/** The card's key for a shown model: the trained one is whichever variant the card says is served. */
export function cardModel(evaluation: ModelEvaluation, model: ShownModel): ModelId {
  return model === "scorecard" ? "scorecard" : evaluation.trained.served;
}

export function modelName(model: ShownModel): string {
  return evaluationModels[model];
}

/**
 * A cut as the page writes it: whole points for the scorecard, a percentage of probability for the trained model;
 * an end of the explorer's grid by what it does ("refuse everyone").
 */
export function formatCut(model: ShownModel, { cut, everyone }: { cut: number; everyone?: "approved" | "refused" }) {
  if (everyone) return thresholdExplorer.everyone[everyone];
  return model === "scorecard"
    ? thresholdExplorer.cut.scorecard(cut)
    : thresholdExplorer.cut.trained(formatPercent(cut));
}

/** An interval's ends as the page writes them, e.g. "0.700 to 0.794" (a dash would read as a minus sign). */
export function formatInterval(interval: Interval, format: (value: number) => string = formatDecimal): string {
  return crossValidationSection.interval(format(interval.low), format(interval.high));
}

/** A difference with its sign: "+0.042", "−0.011", and "0.000" when it rounds to nothing. */
export function formatSigned(value: number): string {
  const magnitude = formatDecimal(Math.abs(value));
  if (roundsToZero(value, 3)) return magnitude;
  return `${value > 0 ? "+" : "−"}${magnitude}`;
}
