import type { BatchResult } from "../api-contract";
import { servingCard } from "../card/serving-card";
import { scorecardVerdict } from "../scorecard/predict";
import { trainedVerdict } from "../trained/predict";
import { outOfData } from "../uncertainty/out-of-data";
import type { BatchInput } from "./parse";

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

/**
 * Both models' verdicts for one input row: the same verdicts and probabilities as POST /api/predict and
 * /api/predict/trained (the trained model's none outside the data), without the intervals and warnings (200
 * refits a row would double a batch's cost).
 */
export function scoreBatchInput(input: BatchInput): BatchResult {
  if ("reason" in input) return { row: input.row, error: input.reason };
  const { prediction, score, probability } = scorecardVerdict(input.application);
  const trained = trainedVerdict(input.application);
  const { abstention } = outOfData(input.application, servingCard.dataLimits, servingCard.served.parameters.columns);
  return {
    row: input.row,
    scorecard: { prediction, score, probability },
    trained: { prediction: abstention ? null : trained.prediction, probability: round4(trained.probability) },
  };
}
