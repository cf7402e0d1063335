import type { ConfusionMatrix, ThresholdRow } from "../../card/figures";
import { confusionMatrix } from "./confusion-matrix";

/**
 * Scorecard cuts: every whole number of points from 0, which approves everyone, to 101, above the most a scorecard
 * gives (100), which refuses everyone.
 */
export const SCORE_CUTS = Array.from({ length: 102 }, (_, points) => points);
/** Probability cuts: 0.00, which approves everyone, 0.01, …, 1.00, and 1.01, above every probability: no one. */
export const PROBABILITY_CUTS = Array.from({ length: 102 }, (_, hundredths) => hundredths / 100);

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

/**
 * thresholdTable over a grid whose first cut approves every score and whose last refuses every one (SCORE_CUTS,
 * PROBABILITY_CUTS): those two rows say so, so that a page can name them rather than write a cut.
 */
export function gridTable(
  scores: readonly number[],
  labels: readonly boolean[],
  grid: readonly number[],
): ThresholdRow[] {
  const rows = thresholdTable(scores, labels, grid);
  const [first, last] = [rows[0], rows.at(-1)];
  if (first) rows[0] = { ...first, everyone: "approved" };
  if (last && rows.length > 1) rows[rows.length - 1] = { ...last, everyone: "refused" };
  return rows;
}

export function accuracyOf(matrix: ConfusionMatrix): number {
  const { truePositive, falsePositive, trueNegative, falseNegative } = matrix;
  return (truePositive + trueNegative) / (truePositive + falsePositive + trueNegative + falseNegative);
}

export type FoldScores = { scores: readonly number[]; labels: readonly boolean[] };

/**
 * The cut with the highest accuracy averaged over the folds' held-out rows. Ties (a score with few distinct
 * values leaves flat stretches) go to the cut nearest `preferred` (the scorecard's 50 points, or 0.5), then to
 * the lower cut.
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
