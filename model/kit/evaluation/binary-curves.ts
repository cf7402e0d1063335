import { wilson } from "../../uncertainty/intervals";
import { groupCounts, type Ranking } from "./ranking";

/** A ROC curve's vertex: false- and true-positive rates when rows scoring at least some cut are positive. */
export type RocPoint = { fpr: number; tpr: number };
/** A precision–recall curve's vertex, at the same cuts. */
export type PrPoint = { recall: number; precision: number };

/**
 * The ROC curve from (0, 0), one vertex per distinct score from the highest down (tied rows share a vertex, a
 * diagonal step): scikit-learn's roc_curve with drop_intermediate=False.
 */
export function rocPoints(ranking: Ranking, positive: ArrayLike<number>): RocPoint[] {
  const ones = new Uint8Array(positive.length).fill(1);
  const { positives, negatives } = groupCounts(ranking, positive, ones);
  const p = positives.reduce((sum, count) => sum + count, 0);
  const n = negatives.reduce((sum, count) => sum + count, 0);
  const points: RocPoint[] = [{ fpr: 0, tpr: 0 }];
  let tp = 0;
  let fp = 0;
  positives.forEach((count, g) => {
    tp += count;
    fp += negatives[g]!;
    points.push({ fpr: fp / n, tpr: tp / p });
  });
  return points;
}

/**
 * The precision–recall curve from recall 0 (precision 1, by scikit-learn's convention), one vertex per distinct
 * score from the highest down: precision_recall_curve's arrays, read from their end.
 */
export function prPoints(ranking: Ranking, positive: ArrayLike<number>): PrPoint[] {
  const ones = new Uint8Array(positive.length).fill(1);
  const { positives, negatives } = groupCounts(ranking, positive, ones);
  const p = positives.reduce((sum, count) => sum + count, 0);
  const points: PrPoint[] = [{ recall: 0, precision: 1 }];
  let tp = 0;
  let predicted = 0;
  positives.forEach((count, g) => {
    tp += count;
    predicted += count + negatives[g]!;
    points.push({ recall: tp / p, precision: tp / predicted });
  });
  return points;
}

/** The Brier score: the mean squared difference between the probability and the 0/1 outcome, rows weighted. */
export function brierScore(probability: ArrayLike<number>, positive: ArrayLike<number>, weights: ArrayLike<number>) {
  let sum = 0;
  let total = 0;
  for (let i = 0; i < probability.length; i++) {
    sum += weights[i]! * (probability[i]! - (positive[i] ? 1 : 0)) ** 2;
    total += weights[i]!;
  }
  return sum / total;
}

/** One bin of the reliability diagram, with the Wilson interval of its observed rate. */
export type ReliabilityBin = {
  from: number;
  to: number;
  rows: number;
  meanPredicted: number;
  observedRate: number;
  low: number;
  high: number;
};

/**
 * The reliability diagram: `bins` equal-width bins of [0, 1] as scikit-learn's calibration_curve (strategy
 * "uniform") cuts them, a probability on an inner edge going to the lower bin (its edges are k·(1/bins), as
 * numpy's linspace computes them); each non-empty bin's mean probability and observed rate of the positive class.
 */
export function reliabilityBins(probability: ArrayLike<number>, positive: ArrayLike<number>, bins = 10) {
  const edges = Array.from({ length: bins - 1 }, (_, k) => (k + 1) * (1 / bins));
  const groups = Array.from({ length: bins }, () => ({ rows: 0, predicted: 0, positives: 0 }));
  for (let i = 0; i < probability.length; i++) {
    const p = probability[i]!;
    if (!(p >= 0 && p <= 1)) throw new Error(`A probability lies in [0, 1], not ${p}.`);
    let bin = 0;
    while (bin < edges.length && edges[bin]! < p) bin++;
    const group = groups[bin]!;
    group.rows++;
    group.predicted += p;
    if (positive[i]) group.positives++;
  }
  return groups.flatMap((group, k): ReliabilityBin[] => {
    if (group.rows === 0) return [];
    const { low, high } = wilson(group.positives, group.rows);
    return [
      {
        from: k / bins,
        to: (k + 1) / bins,
        rows: group.rows,
        meanPredicted: group.predicted / group.rows,
        observedRate: group.positives / group.rows,
        low,
        high,
      },
    ];
  });
}

/**
 * Fewer vertices for a chart: the first and the last, and every vertex at least `step` (in either coordinate)
 * from the last kept. The areas are always computed from every vertex.
 */
export function thinCurve<P extends Record<string, number>>(
  points: readonly P[],
  keys: readonly (keyof P)[],
  step = 0.002,
): P[] {
  const kept: P[] = [];
  points.forEach((point, i) => {
    const last = kept.at(-1);
    const far = !last || keys.some((key) => Math.abs(point[key]! - last[key]!) >= step);
    if (far || i === points.length - 1) kept.push(point);
  });
  return kept;
}
