import type { ModelEvaluation } from "#model/card-parts";
import type { ModelId } from "#model/training/cross-validate";
import { evaluationModels, thresholdExplorer } from "~/content/loan-evaluation";

import { formatPercent } from "./format";

/** The two models the evaluation sections show: the spec's scorecard, and the trained variant the API serves. */
export type ShownModel = "scorecard" | "trained";
export const SHOWN_MODELS: readonly ShownModel[] = ["scorecard", "trained"];

/** The card's key for a shown model: the trained one is whichever variant the card says is served. */
export function cardModel(evaluation: ModelEvaluation, model: ShownModel): ModelId {
  return model === "scorecard" ? "scorecard" : evaluation.trained.served;
}

export function modelName(model: ShownModel): string {
  return evaluationModels[model];
}

/** A cut as the page writes it: whole points for the scorecard, a percentage of probability for the trained model. */
export function formatCut(model: ShownModel, cut: number): string {
  return model === "scorecard"
    ? thresholdExplorer.cut.scorecard(cut)
    : thresholdExplorer.cut.trained(formatPercent(cut));
}
