import type { Proportion } from "../../card/figures";
import { wilson } from "../../uncertainty/intervals";
import type { KitTarget } from "../data/target";
import type { KitOutput } from "../types";
import type { ConformalSplit } from "./split";

/** The coverage promised unless the owner's refinement says otherwise: 90 % (α = 0.1). */
export const DEFAULT_LEVEL = 0.9;

/**
 * The conformal threshold: the k-th smallest of n calibration scores, k = ⌈(n + 1)(1 − α)⌉, which gives the
 * finite-sample guarantee P(score ≤ q̂) ≥ 1 − α for an exchangeable new row (Vovk et al. 2005; Angelopoulos and
 * Bates, "A Gentle Introduction to Conformal Prediction", 2021, section 1). With too few rows (k > n) it is
 * infinite: the set is every class, the interval the whole line. (n + 1)(1 − α) is read to 1e-9, so that
 * 10 × 0.9 is 9 and not the float just above it.
 */
export function conformalQuantile(scores: ArrayLike<number>, level: number): number {
  const n = scores.length;
  const k = Math.ceil((n + 1) * level - 1e-9);
  if (k > n) return Number.POSITIVE_INFINITY;
  return Float64Array.from(scores).sort()[k - 1]!;
}

/** The fewest calibration rows for which the threshold is finite at this level. */
export function fewestCalibrationRows(level: number): number {
  return Math.ceil(level / (1 - level) - 1e-9);
}

/** What the card says about the conformal sets or intervals, all of it from the test rows. */
export type ConformalSummary = {
  method: "split conformal";
  /** The nonconformity score: 1 − p̂(true class) for classification, |y − ŷ| for regression. */
  score: "1 - probability of the true class" | "absolute residual";
  level: number;
  seed: number;
  calibrationShare: number;
  calibrationRows: number;
  /** q̂; null when infinite (fewer than fewestCalibrationRows(level) calibration rows): every class, the whole line. */
  threshold: number | null;
  /** The share of the other rows whose answer the set or interval holds, with its Wilson interval. */
  coverage: Proportion;
  /** For a finite threshold and continuous scores, coverage is at most level + 1/(n + 1) in expectation. */
  expectedAtMost: number;
  /** Classification: the mean number of classes in a set, and how often a set is empty. Regression: the width 2q̂. */
  meanSetSize?: number;
  emptySets?: number;
  width?: number | null;
};

function summary(split: ConformalSplit, level: number, threshold: number, covered: number) {
  const n = split.calibration.length;
  return {
    method: "split conformal" as const,
    level,
    seed: split.seed,
    calibrationShare: split.calibrationShare,
    calibrationRows: n,
    threshold: Number.isFinite(threshold) ? threshold : null,
    coverage: wilson(covered, split.evaluation.length),
    expectedAtMost: Math.min(1, level + 1 / (n + 1)),
  };
}

/** The classes (indices) a prediction set holds: each class whose score 1 − p̂ is at most the threshold. */
export function predictionSet(probabilities: ArrayLike<number>, threshold: number | null): number[] {
  const set: number[] = [];
  for (let k = 0; k < probabilities.length; k++) {
    if (threshold === null || 1 - probabilities[k]! <= threshold) set.push(k);
  }
  return set;
}

/**
 * Split conformal prediction sets for a classifier: the calibration rows' scores 1 − p̂(true class) give the
 * threshold, and the evaluation rows measure how often the set holds the true class.
 * `probabilities` is row-major, rows × classCount, in the classes' order; `labels` are class indices.
 */
export function conformalClassification(
  probabilities: Float64Array,
  classCount: number,
  labels: ArrayLike<number>,
  split: ConformalSplit,
  level = DEFAULT_LEVEL,
): ConformalSummary {
  const scores = split.calibration.map((i) => 1 - probabilities[i * classCount + labels[i]!]!);
  const q = conformalQuantile(scores, level);
  const threshold = Number.isFinite(q) ? q : null;
  let covered = 0;
  let size = 0;
  let empty = 0;
  for (const i of split.evaluation) {
    const set = predictionSet(probabilities.subarray(i * classCount, (i + 1) * classCount), threshold);
    if (set.includes(labels[i]!)) covered++;
    size += set.length;
    if (set.length === 0) empty++;
  }
  const rows = split.evaluation.length;
  return {
    ...summary(split, level, q, covered),
    score: "1 - probability of the true class",
    meanSetSize: size / rows,
    emptySets: empty / rows,
  };
}

/** The conformal interval around a predicted value: ŷ ± q̂, the whole line for an infinite threshold. */
export function predictionInterval(predicted: number, threshold: number | null): { low: number; high: number } {
  if (threshold === null) return { low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
  return { low: predicted - threshold, high: predicted + threshold };
}

/** Split conformal intervals for a regressor: the calibration rows' |y − ŷ| give q̂, the others measure coverage. */
export function conformalRegression(
  predicted: ArrayLike<number>,
  actual: ArrayLike<number>,
  split: ConformalSplit,
  level = DEFAULT_LEVEL,
): ConformalSummary {
  const q = conformalQuantile(
    split.calibration.map((i) => Math.abs(actual[i]! - predicted[i]!)),
    level,
  );
  const covered = split.evaluation.filter((i) => Math.abs(actual[i]! - predicted[i]!) <= q).length;
  return {
    ...summary(split, level, q, covered),
    score: "absolute residual",
    width: Number.isFinite(q) ? 2 * q : null,
  };
}

/**
 * Split conformal for a model's outputs on the test rows and their answers: prediction sets for a classifier,
 * intervals for a regressor, calibrated on the split's first part and measured on the rest.
 */
export function conformalFor(output: KitOutput, target: KitTarget, split: ConformalSplit, level = DEFAULT_LEVEL) {
  if (target.task === "regression") {
    if (output.kind !== "values") throw new Error("A regression target needs predicted values.");
    return conformalRegression(output.values, target.values, split, level);
  }
  if (output.kind !== "probabilities") throw new Error("A classification target needs class probabilities.");
  return conformalClassification(output.values, target.classes.length, target.labels, split, level);
}
