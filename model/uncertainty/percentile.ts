/**
 * How a quantile falls between the two nearest ranks, named as numpy's `percentile` names its methods:
 * "linear" (its default, Hyndman and Fan's type 7) interpolates, so an interval here and one computed with
 * numpy from the same values agree; "higher" takes the upper rank, so the answer is always one of the values.
 */
export type QuantileMethod = "linear" | "higher";

/**
 * The q-th quantile (0 ≤ q ≤ 1) of values sorted in ascending order, at position (n − 1)·q: interpolated
 * between the two nearest ranks ("linear") or the upper of them ("higher"). Throws for no values.
 */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number, method: QuantileMethod = "linear"): number {
  const n = sorted.length;
  if (n === 0) throw new Error("A quantile needs at least one value.");
  const position = (n - 1) * q;
  const below = Math.floor(position);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[Math.min(below + 1, n - 1)] ?? low;
  if (method === "higher") return position === below ? low : high;
  return low + (position - below) * (high - low);
}

/**
 * The median of values in any order (a sorted copy's 0.5 quantile): of an even count, the mean of the two
 * middle values ("linear"), or the upper of them ("higher": one of the values, so a run can be found by it).
 * Throws for no values.
 */
export function median(values: ArrayLike<number>, method: QuantileMethod = "linear"): number {
  return quantileOfSorted(Float64Array.from(values).sort(), 0.5, method);
}

/** The central `level` interval of the values (0.9: their 5th and 95th percentiles), as quantileOfSorted reads them. */
export function percentileInterval(values: ArrayLike<number>, level: number): { low: number; high: number } {
  const sorted = Float64Array.from(values).sort();
  const tail = (1 - level) / 2;
  return { low: quantileOfSorted(sorted, tail), high: quantileOfSorted(sorted, 1 - tail) };
}
