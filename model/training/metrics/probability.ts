import type { ReliabilityBin } from "../../card/figures";

/** The Brier score: the mean squared difference between the predicted probability and the 0/1 outcome. */
export function brierScore(probabilities: readonly number[], labels: readonly boolean[]): number {
  if (probabilities.length === 0) throw new Error("The Brier score needs at least one prediction.");
  const total = probabilities.reduce((sum, p, i) => sum + (p - (labels[i] ? 1 : 0)) ** 2, 0);
  return total / probabilities.length;
}

/**
 * The calibration table: predictions grouped into `bins` equal-width bins of [0, 1]; for each non-empty bin,
 * its mean predicted probability and the share of its rows actually approved. A calibrated model's points lie
 * on the diagonal. Empty bins are left out.
 */
export function reliabilityTable(
  probabilities: readonly number[],
  labels: readonly boolean[],
  bins = 10,
): ReliabilityBin[] {
  const groups = Array.from({ length: bins }, () => ({ rows: 0, predicted: 0, approved: 0 }));
  probabilities.forEach((p, i) => {
    if (!(p >= 0 && p <= 1)) throw new Error(`A probability must lie in [0, 1], not ${p}.`);
    const group = groups[Math.min(bins - 1, Math.floor(p * bins))];
    if (!group) throw new Error(`No bin for ${p}.`);
    group.rows++;
    group.predicted += p;
    if (labels[i]) group.approved++;
  });
  return groups.flatMap((group, i) =>
    group.rows === 0
      ? []
      : [
          {
            from: i / bins,
            to: (i + 1) / bins,
            rows: group.rows,
            meanPredicted: group.predicted / group.rows,
            observedRate: group.approved / group.rows,
          },
        ],
  );
}
