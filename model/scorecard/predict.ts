import type { PredictionResponse } from "../api-contract";
import type { BootstrapRefits } from "../card/refits";
import { servingCard } from "../card/serving-card";
import { versionsOf } from "../identity/versions";
import type { LoanApplication } from "../schema";
import { outOfData } from "../uncertainty/out-of-data";
import { scorecardInterval } from "../uncertainty/prediction-interval";
import { approvalProbability } from "./calibration";
import { scoreApplication } from "./scorecard";

/** The scorecard's verdict, score, points per rule and calibrated probability (4 decimals): a batch row's answer. */
export function scorecardVerdict(application: LoanApplication) {
  const { score, prediction, contributions } = scoreApplication(application);
  const probability = approvalProbability(score, servingCard.calibration);
  return { prediction, score, probability: Math.round(probability * 10_000) / 10_000, contributions };
}

/**
 * The model's whole answer for one application: the verdict, score and points per rule, the calibrated probability
 * with its bootstrap interval (from `refits`), the data's caveats and the model's version. Outside the data the
 * rules still decide (the demo defines them), with the same warnings as the trained model's answer. The API sends
 * it and the page computes it when no API answers, so the two can never disagree.
 */
export function predictionFor(application: LoanApplication, refits: BootstrapRefits): PredictionResponse {
  const verdict = scorecardVerdict(application);
  return {
    ...verdict,
    interval: scorecardInterval(verdict.score, refits),
    warnings: outOfData(application, servingCard.dataLimits, servingCard.served.parameters.columns).warnings,
    modelVersion: versionsOf(servingCard, refits).scorecard,
  };
}
