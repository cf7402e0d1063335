/**
 * The q-th quantile (0 ≤ q ≤ 1) of values sorted in ascending order, interpolating linearly between the two
 * nearest ranks: position (n − 1)·q, numpy's default `percentile` (Hyndman and Fan's type 7), so an
 * interval here and one computed with numpy from the same values agree.
 */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) throw new Error("A quantile needs at least one value.");
  const position = (n - 1) * q;
  const below = Math.floor(position);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[Math.min(below + 1, n - 1)] ?? low;
  return low + (position - below) * (high - low);
}

/** The central `level` interval of the values (0.9: their 5th and 95th percentiles), as quantileOfSorted reads them. */
export function percentileInterval(values: ArrayLike<number>, level: number): { low: number; high: number } {
  const sorted = Float64Array.from(values).sort();
  const tail = (1 - level) / 2;
  return { low: quantileOfSorted(sorted, tail), high: quantileOfSorted(sorted, 1 - tail) };
}
