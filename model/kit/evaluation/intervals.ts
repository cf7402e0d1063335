import { mulberry32 } from "../../mulberry32";
import { percentileInterval } from "../../uncertainty/percentile";

// resampleWeights() draws as model/training/intervals/resample.ts does (as a generator): serving code may not import
// model/training/ (eslint.config.js), and the kit serves. The Wilson interval is serving code's
// own (model/uncertainty/intervals.ts).
/** Resamples of the kit's row bootstrap, and its seed: stated on the card, so anyone can draw the same rows. */
export const BOOTSTRAP_RESAMPLES = 1000;
export const BOOTSTRAP_SEED = 2026;
/** The level of every bootstrap interval the evaluation reports: the 2.5th to the 97.5th percentile. */
export const INTERVAL_LEVEL = 0.95;

/**
 * The bootstrap's resamples of n rows, reproducible from the seed, as model/training/intervals/resample.ts draws
 * them: each draws n row indices with replacement, Math.floor(mulberry32() · n) one after the other (the generator
 * runs on from one resample to the next), and is given as each row's multiplicity. One buffer is reused, so a
 * caller reads each resample before asking for the next.
 */
export function* resampleWeights(n: number, resamples: number, seed: number): Generator<Uint16Array> {
  const random = mulberry32(seed);
  const weights = new Uint16Array(n);
  for (let b = 0; b < resamples; b++) {
    weights.fill(0);
    for (let draw = 0; draw < n; draw++) weights[Math.floor(random() * n)]! += 1;
    yield weights;
  }
}

/** A figure, its 95 % percentile interval over the resamples where it is defined, and how many those were. */
export type Estimate = { value: number; low: number; high: number; resamples: number };

export type BootstrapOptions = { resamples?: number; seed?: number };

/**
 * Figures with their row-bootstrap intervals, all from the same resamples: each figure is computed on the rows
 * (every weight 1), then on each resample (the multiplicities its draws give). A resample where a figure is
 * undefined (NaN: a class missing from it) is left out for that figure, and its interval is the central
 * INTERVAL_LEVEL of the rest, as numpy's percentile reads it.
 */
export function bootstrapEstimates<K extends string>(
  n: number,
  figures: Record<K, (weights: ArrayLike<number>) => number>,
  { resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED }: BootstrapOptions = {},
): Record<K, Estimate> {
  const names = Object.keys(figures) as K[];
  const ones = new Uint16Array(n).fill(1);
  const replicates = names.map(() => new Float64Array(resamples));
  let b = 0;
  for (const weights of resampleWeights(n, resamples, seed)) {
    names.forEach((name, k) => (replicates[k]![b] = figures[name](weights)));
    b++;
  }
  return Object.fromEntries(
    names.map((name, k) => [name, intervalOver(figures[name](ones), replicates[k]!)]),
  ) as Record<K, Estimate>;
}

/** An estimate from a figure's value and its replicates, the undefined ones (NaN) left out. */
export function intervalOver(value: number, replicates: ArrayLike<number>): Estimate {
  const defined = Array.from(replicates).filter((replicate) => !Number.isNaN(replicate));
  if (defined.length === 0) return { value, low: Number.NaN, high: Number.NaN, resamples: 0 };
  return { value, ...percentileInterval(defined, INTERVAL_LEVEL), resamples: defined.length };
}
