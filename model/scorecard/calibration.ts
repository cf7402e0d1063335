import type { Calibration } from "../card/model-card";
import { sigmoid } from "../sigmoid";

/** The calibrated probability that an application with this score is approved: σ(a + b·score). */
export function approvalProbability(score: number, calibration: Calibration): number {
  return sigmoid(calibration.intercept + calibration.slope * score);
}
