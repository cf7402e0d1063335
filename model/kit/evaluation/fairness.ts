import type { Proportion } from "../../card/figures";
import { wilson } from "../../uncertainty/intervals";
import { type BootstrapOptions, bootstrapEstimates, type Estimate } from "./intervals";

/** One group's true- and false-positive rates at the cut, with Wilson intervals; null where it has no such rows. */
export type GroupRates = {
  group: string;
  rows: number;
  positives: number;
  negatives: number;
  tpr: Proportion | null;
  fpr: Proportion | null;
};

/** A gap: the highest group's rate minus the lowest's, with its row-bootstrap interval, and which groups those are. */
export type Gap = Estimate & { highest: string; lowest: string };

export type FairnessReport = {
  attribute: string;
  cut: number;
  groups: GroupRates[];
  tprGap: Gap | null;
  fprGap: Gap | null;
};

/**
 * The spread of one rate across groups: `counted` marks the rows the rate is over (the positives for the TPR, the
 * negatives for the FPR), and each group with such rows in the data takes part. With the rows' weights from a
 * resample: max − min of the groups' weighted rates, or NaN when a taking part group has no weight in it.
 */
function spread(groupOf: Int32Array, counted: Uint8Array, called: Uint8Array, takesPart: readonly boolean[]) {
  return (weights: ArrayLike<number>) => {
    const hits = new Float64Array(takesPart.length);
    const totals = new Float64Array(takesPart.length);
    for (let i = 0; i < groupOf.length; i++) {
      if (!counted[i]) continue;
      totals[groupOf[i]!]! += weights[i]!;
      if (called[i]) hits[groupOf[i]!]! += weights[i]!;
    }
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    for (let g = 0; g < takesPart.length; g++) {
      if (!takesPart[g]) continue;
      if (totals[g] === 0) return Number.NaN;
      high = Math.max(high, hits[g]! / totals[g]!);
      low = Math.min(low, hits[g]! / totals[g]!);
    }
    return high - low;
  };
}

function named(estimate: Estimate, groups: readonly GroupRates[], key: "tpr" | "fpr"): Gap | null {
  const rated = groups.filter((group) => group[key] !== null);
  if (rated.length < 2) return null;
  const sorted = [...rated].sort((a, b) => a[key]!.rate - b[key]!.rate);
  return { ...estimate, highest: sorted.at(-1)!.group, lowest: sorted[0]!.group };
}

/**
 * True- and false-positive rates by group for one attribute (a field's value per row, groups in code-point
 * order), at the cut: a row is called positive when its probability is at least the cut. Each gap (largest minus
 * smallest rate among the groups with such rows) gets a row-bootstrap interval; a resample that draws no positive
 * (negative) row of some group is left out of the TPR (FPR) gap's interval, and the count kept is reported.
 */
export function fairnessReport(
  attribute: string,
  values: readonly string[],
  probability: ArrayLike<number>,
  positive: ArrayLike<number>,
  cut: number,
  options?: BootstrapOptions,
): FairnessReport {
  const names = [...new Set(values)].sort();
  const index = new Map(names.map((name, g) => [name, g]));
  const groupOf = Int32Array.from(values, (value) => index.get(value)!);
  const called = Uint8Array.from(values, (_, i) => (probability[i]! >= cut ? 1 : 0));
  const isPositive = Uint8Array.from(values, (_, i) => (positive[i] ? 1 : 0));
  const isNegative = isPositive.map((flag) => 1 - flag);
  const groups = names.map((group, g): GroupRates => {
    const rate = (of: Uint8Array) => {
      let count = 0;
      let hits = 0;
      for (let i = 0; i < values.length; i++) {
        if (groupOf[i] !== g || !of[i]) continue;
        count++;
        hits += called[i]!;
      }
      return { count, rate: count === 0 ? null : wilson(hits, count) };
    };
    const tpr = rate(isPositive);
    const fpr = rate(isNegative);
    return {
      group,
      rows: tpr.count + fpr.count,
      positives: tpr.count,
      negatives: fpr.count,
      tpr: tpr.rate,
      fpr: fpr.rate,
    };
  });
  const estimates = bootstrapEstimates(
    values.length,
    {
      tpr: spread(
        groupOf,
        isPositive,
        called,
        groups.map((group) => group.positives > 0),
      ),
      fpr: spread(
        groupOf,
        isNegative,
        called,
        groups.map((group) => group.negatives > 0),
      ),
    },
    options,
  );
  return {
    attribute,
    cut,
    groups,
    tprGap: named(estimates.tpr, groups, "tpr"),
    fprGap: named(estimates.fpr, groups, "fpr"),
  };
}
