/** Score → approval probability: a logistic curve fitted on the public dataset (see model/card/serving-card.json). */
export type Calibration = {
  method: "logistic";
  intercept: number;
  slope: number;
};

/** The calibrated probability that an application with this score is approved: 1 / (1 + e^-(a + b·score)). */
export function approvalProbability(score: number, calibration: Calibration): number {
  return 1 / (1 + Math.exp(-(calibration.intercept + calibration.slope * score)));
}
