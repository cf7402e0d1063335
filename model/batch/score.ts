import type { BatchResult } from "../api-contract";
import { scorecardVerdict } from "../scorecard/predict";
import { trainedVerdict } from "../trained/predict";
import type { BatchInput } from "./parse";

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

/**
 * Both models' verdicts for one input row: the same verdicts and probabilities as POST /api/predict and
 * /api/predict/trained, without the intervals (200 refits a row would double a batch's cost).
 */
export function scoreBatchInput(input: BatchInput): BatchResult {
  if ("reason" in input) return { row: input.row, error: input.reason };
  const { prediction, score, probability } = scorecardVerdict(input.application);
  const trained = trainedVerdict(input.application);
  return {
    row: input.row,
    scorecard: { prediction, score, probability },
    trained: { prediction: trained.prediction, probability: round4(trained.probability) },
  };
}
