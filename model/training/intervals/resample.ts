import { mulberry32 } from "../../mulberry32";

/**
 * The bootstrap's resamples of n rows, reproducible from the seed: each draws n row indices with replacement,
 * Math.floor(mulberry32() · n) one after the other (the generator runs on from one resample to the next), and is
 * given as each row's multiplicity, how many times it was drawn. A script in any language with mulberry32 draws
 * the very same resamples.
 */
export function resampleWeights(n: number, resamples: number, seed: number): Uint16Array[] {
  const random = mulberry32(seed);
  return Array.from({ length: resamples }, () => {
    const weights = new Uint16Array(n);
    for (let draw = 0; draw < n; draw++) weights[Math.floor(random() * n)]! += 1;
    return weights;
  });
}

/** The rows of a resample, each index repeated as often as it was drawn, in row order. */
export function resampledIndices(weights: Uint16Array): number[] {
  const indices: number[] = [];
  weights.forEach((count, i) => {
    for (let k = 0; k < count; k++) indices.push(i);
  });
  return indices;
}
