import type { PredictionResponse } from "../api-contract";
import { servingCard } from "../card/serving-card";
import type { LoanApplication } from "../schema";
import { approvalProbability } from "./calibration";
import { MODEL_VERSION, scoreApplication } from "./scorecard";

/**
 * The model's whole answer for one application: the scorecard's verdict, score and points per rule,
 * and the calibrated probability of approval (4 decimals). The API sends it and the page computes it
 * when no API answers, so the two can never disagree.
 */
export function predictionFor(application: LoanApplication): PredictionResponse {
  const { score, prediction, contributions } = scoreApplication(application);
  const probability = approvalProbability(score, servingCard.calibration);
  return {
    prediction,
    score,
    probability: Math.round(probability * 10_000) / 10_000,
    contributions,
    modelVersion: MODEL_VERSION,
  };
}
