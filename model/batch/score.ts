import type { BatchResult } from "../api-contract";
import { predictionFor } from "../scorecard/predict";
import { trainedPredictionFor } from "../trained/predict";
import type { BatchInput } from "./parse";

/** Both models' verdicts for one input row: the same answers as POST /api/predict and /api/predict/trained. */
export function scoreBatchInput(input: BatchInput): BatchResult {
  if ("reason" in input) return { row: input.row, error: input.reason };
  const { prediction, score, probability } = predictionFor(input.application);
  const trained = trainedPredictionFor(input.application);
  return {
    row: input.row,
    scorecard: { prediction, score, probability },
    trained: { prediction: trained.prediction, probability: trained.probability },
  };
}
