import type { RocPoint } from "../../card/figures";

function counts(labels: readonly boolean[]): { positives: number; negatives: number } {
  const positives = labels.filter(Boolean).length;
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) throw new Error("A ROC curve needs both approved and refused rows.");
  return { positives, negatives };
}

/**
 * The area under the ROC curve: the chance that a random approved row scores above a random refused one,
 * a tie counting one half (the Mann–Whitney statistic, from mid-ranks).
 */
export function rocAuc(scores: readonly number[], labels: readonly boolean[]): number {
  const { positives, negatives } = counts(labels);
  const order = scores.map((score, index) => ({ score, positive: labels[index] === true }));
  order.sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.score === order[start]?.score) end++;
    const midRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) if (order[i]?.positive) rankSum += midRank;
    start = end + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/**
 * The ROC curve's vertices from (0, 0) to (1, 1), one per distinct score, highest score first:
 * rows that tie share one vertex, so the chart draws a tie as a diagonal segment, as the AUC counts it.
 */
export function rocCurve(scores: readonly number[], labels: readonly boolean[]): RocPoint[] {
  const { positives, negatives } = counts(labels);
  const order = scores.map((score, index) => ({ score, positive: labels[index] === true }));
  order.sort((a, b) => b.score - a.score);
  const points: RocPoint[] = [{ fpr: 0, tpr: 0 }];
  let truePositives = 0;
  let falsePositives = 0;
  order.forEach((row, i) => {
    if (row.positive) truePositives++;
    else falsePositives++;
    if (order[i + 1]?.score !== row.score) {
      points.push({ fpr: falsePositives / negatives, tpr: truePositives / positives });
    }
  });
  return points;
}

/**
 * Fewer vertices for a chart: keeps the first and last, and every vertex at least `step` away (in false- or
 * true-positive rate) from the last one kept. The AUC is always computed from the full curve.
 */
export function downsampleCurve(points: readonly RocPoint[], step = 0.01): RocPoint[] {
  const kept: RocPoint[] = [];
  points.forEach((point, i) => {
    const last = kept.at(-1);
    const isLast = i === points.length - 1;
    if (!last || isLast || Math.max(Math.abs(point.fpr - last.fpr), Math.abs(point.tpr - last.tpr)) >= step) {
      kept.push(point);
    }
  });
  return kept;
}
