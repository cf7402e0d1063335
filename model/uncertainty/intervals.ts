import type { Bounds, Proportion } from "../card/figures";

/** The 97.5th percentile of the standard normal distribution: a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval for `count` successes in `of` trials (Wilson 1927; method 3 of Newcombe 1998,
 * "Two-sided confidence intervals for the single proportion"). Unlike the Wald interval it stays inside
 * [0, 1] and keeps close to its nominal coverage for small groups and rates near 0 or 1.
 */
export function wilson(count: number, of: number, z = Z_95): Proportion {
  if (!Number.isInteger(count) || !Number.isInteger(of) || of <= 0 || count < 0 || count > of) {
    throw new Error(`Cannot take a proportion of ${count} in ${of}.`);
  }
  const rate = count / of;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * of)) / (1 + z2 / of);
  const half = (z / (1 + z2 / of)) * Math.sqrt((rate * (1 - rate)) / of + z2 / (4 * of * of));
  // At 0 or `of` one bound is exactly 0 or 1; clamp the last bit of rounding.
  return { count, of, rate, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Whether an interval contains 0: for a difference of two models, they cannot be told apart. */
export function containsZero(interval: Bounds): boolean {
  return interval.low <= 0 && interval.high >= 0;
}
