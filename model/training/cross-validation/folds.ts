import { mulberry32 } from "../../mulberry32";

/** The seed of the model card's first cross-validation run: fixed once, never tuned. Repeat r uses CV_SEED + r. */
export const CV_SEED = 42;
export const CV_FOLDS = 5;
/** Repeats of the k-fold run, each with its own shuffle: CV_REPEATS × CV_FOLDS train/test splits in all. */
export const CV_REPEATS = 20;

/** Fisher–Yates shuffle driven by a seeded generator: the same seed, the same order. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * Stratified k-fold assignment: the rows of each label are shuffled with mulberry32(seed), approved rows
 * first, then dealt to folds 0, 1, …, k−1, 0, … in turn, the refused rows continuing where the approved
 * ones stopped. Every fold then holds each label's share to within one row and the folds' sizes differ
 * by at most one. Returns each row's fold index, in row order.
 */
export function stratifiedFolds(labels: readonly boolean[], k: number, seed: number): number[] {
  if (!Number.isInteger(k) || k < 2) throw new Error("Cross-validation needs at least 2 folds.");
  const random = mulberry32(seed);
  const folds = new Array<number>(labels.length).fill(-1);
  let next = 0;
  for (const label of [true, false]) {
    const indices = labels.flatMap((value, index) => (value === label ? [index] : []));
    for (const index of shuffled(indices, random)) {
      folds[index] = next;
      next = (next + 1) % k;
    }
  }
  return folds;
}
