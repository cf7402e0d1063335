import type { ConfusionMatrix, ThresholdRow } from "../../card/figures";
import { confusionMatrix } from "./confusion-matrix";

/** Scorecard cuts: every whole number of points from 0 to 100. */
export const SCORE_CUTS = Array.from({ length: 101 }, (_, points) => points);
/** Probability cuts: 0.00, 0.01, …, 1.00. */
export const PROBABILITY_CUTS = Array.from({ length: 101 }, (_, hundredths) => hundredths / 100);

export function matrixAt(scores: readonly number[], labels: readonly boolean[], cut: number): ConfusionMatrix {
  return confusionMatrix(scores.map((score, i) => ({ predicted: score >= cut, actual: labels[i] === true })));
}

/** One row per cut: what approving at that cut would have done to these rows. */
export function thresholdTable(
  scores: readonly number[],
  labels: readonly boolean[],
  cuts: readonly number[],
): ThresholdRow[] {
  return cuts.map((cut) => ({ cut, ...matrixAt(scores, labels, cut) }));
}

export function accuracyOf(matrix: ConfusionMatrix): number {
  const { truePositive, falsePositive, trueNegative, falseNegative } = matrix;
  return (truePositive + trueNegative) / (truePositive + falsePositive + trueNegative + falseNegative);
}

export type FoldScores = { scores: readonly number[]; labels: readonly boolean[] };

/**
 * The cut with the highest accuracy averaged over the folds' held-out rows. Ties (a score with few distinct
 * values leaves flat stretches) go to the cut nearest `preferred` (the spec's 50, or 0.5), then to the lower cut.
 */
export function bestCut(
  folds: readonly FoldScores[],
  cuts: readonly number[],
  preferred: number,
): { cut: number; accuracy: number } {
  let best: { cut: number; accuracy: number } | undefined;
  for (const cut of cuts) {
    const accuracy =
      folds.reduce((sum, fold) => sum + accuracyOf(matrixAt(fold.scores, fold.labels, cut)), 0) / folds.length;
    const better =
      !best ||
      accuracy > best.accuracy + 1e-12 ||
      (Math.abs(accuracy - best.accuracy) <= 1e-12 && Math.abs(cut - preferred) < Math.abs(best.cut - preferred));
    if (better) best = { cut, accuracy };
  }
  if (!best) throw new Error("bestCut needs at least one cut.");
  return best;
}
