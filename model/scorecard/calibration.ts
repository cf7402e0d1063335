import type { Calibration } from "../card/model-card";

/** The calibrated probability that an application with this score is approved: 1 / (1 + e^-(a + b·score)). */
export function approvalProbability(score: number, calibration: Calibration): number {
  return 1 / (1 + Math.exp(-(calibration.intercept + calibration.slope * score)));
}
