import { mulberry32 } from "../../mulberry32";

/** The split's seed and the share of test rows that calibrate: stated on the card. */
export const CONFORMAL_SEED = 2033;
export const CALIBRATION_SHARE = 0.5;

/** Which test rows calibrate the conformal threshold and which measure its coverage, by row index (ascending). */
export type ConformalSplit = { seed: number; calibrationShare: number; calibration: number[]; evaluation: number[] };

/**
 * A seeded split of n rows: a Fisher–Yates shuffle of 0 … n − 1 driven by mulberry32(seed) (for i from n − 1
 * down to 1, swap i with ⌊u·(i + 1)⌋), whose first ⌊n·share⌋ indices calibrate and the rest evaluate. Any
 * language with mulberry32 draws the same split.
 */
export function conformalSplit(n: number, { seed = CONFORMAL_SEED, calibrationShare = CALIBRATION_SHARE } = {}) {
  if (!(calibrationShare > 0 && calibrationShare < 1))
    throw new Error("The calibration share lies strictly between 0 and 1.");
  const order = Array.from({ length: n }, (_, i) => i);
  const random = mulberry32(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cut = Math.floor(n * calibrationShare);
  const ascending = (a: number, b: number) => a - b;
  return {
    seed,
    calibrationShare,
    calibration: order.slice(0, cut).sort(ascending),
    evaluation: order.slice(cut).sort(ascending),
  } satisfies ConformalSplit;
}
