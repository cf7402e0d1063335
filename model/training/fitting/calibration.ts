import type { Calibration } from "../../card/model-card";
import { fitLogisticRegression } from "./logistic-regression";

export type LabelledScore = { score: number; approved: boolean };

/**
 * The scorecard's calibration: the maximum-likelihood logistic regression of approved on score (no penalty),
 * by the one Newton fit (./logistic-regression.ts), so the same points always give the same curve. Scores are
 * centred while fitting for numerical stability. Throws when the fit has no finite answer: all labels alike,
 * all scores alike, or the classes separated by score (the likelihood then keeps rising as the slope grows).
 */
export function fitCalibration(points: readonly LabelledScore[], maxIterations = 100): Calibration {
  const mean = points.reduce((sum, point) => sum + point.score, 0) / points.length;
  const { intercept, weights } = fitLogisticRegression(
    points.map((point) => [point.score - mean]),
    points.map((point) => point.approved),
    { C: Infinity, maxIterations },
  );
  const slope = weights[0] ?? 0;
  return { method: "logistic", intercept: intercept - slope * mean, slope };
}
