import { EVALUATED_IDS, type EvaluatedId } from "../../card/ids";
import { CUTS, type Metric, type RepeatedRuns } from "../cross-validation/repeats";
import { resampleWeights } from "./resample";

/** Resamples of the bootstrap over rows that gives each figure its sampling error, and its seed (fixed once). */
export const ROW_BOOTSTRAP_RESAMPLES = 1000;
export const ROW_BOOTSTRAP_SEED = 2026;

/** One model's out-of-fold predictions in one repeat, arranged for weighted figures: rows sorted by score. */
type Prepared = {
  /** Row indices, ascending score; `tieEnds[k]` is where the tie group starting at order[k] ends (exclusive). */
  order: Int32Array;
  tieEnds: Int32Array;
  correct: Uint8Array;
  /** (probability − label)², NaN for the rule, which gives no probability. */
  squaredError: Float64Array;
};

function prepare(scores: readonly number[], probabilities: readonly number[], labels: readonly boolean[], cut: number) {
  const n = labels.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0));
  const tieEnds = new Int32Array(n);
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && scores[order[end]!] === scores[order[start]!]) end++;
    tieEnds[start] = end;
    start = end;
  }
  return {
    order,
    tieEnds,
    correct: Uint8Array.from(labels, (label, i) => ((scores[i] ?? 0) >= cut === label ? 1 : 0)),
    squaredError: Float64Array.from(labels, (label, i) => ((probabilities[i] ?? 0) - (label ? 1 : 0)) ** 2),
  } satisfies Prepared;
}

/**
 * One resample's figures for one model in one repeat, each fold's held-out rows weighted by how often the
 * resample drew them: accuracy and Brier as weighted means, AUC as the weighted Mann–Whitney statistic (a tie
 * counting one half). Returns the sums over the folds, so the caller averages over every split.
 */
function foldSums(
  prepared: Prepared,
  folds: readonly number[],
  labels: readonly boolean[],
  k: number,
  weights: Uint16Array,
): Record<Metric, number> {
  const weight = new Float64Array(k);
  const right = new Float64Array(k);
  const squared = new Float64Array(k);
  const positives = new Float64Array(k);
  const negativesBelow = new Float64Array(k);
  const pairs = new Float64Array(k);
  const tied = new Float64Array(k);
  const { order, tieEnds, correct, squaredError } = prepared;
  for (let start = 0; start < order.length; start = tieEnds[start]!) {
    const end = tieEnds[start]!;
    // A tie group's refused rows count one half against its approved ones: add them to those below only after.
    for (let at = start; at < end; at++) {
      const i = order[at]!;
      const w = weights[i]!;
      if (w === 0) continue;
      const fold = folds[i]!;
      weight[fold]! += w;
      right[fold]! += w * correct[i]!;
      squared[fold]! += w * squaredError[i]!;
      if (!labels[i]) tied[fold]! += w;
    }
    for (let at = start; at < end; at++) {
      const i = order[at]!;
      const w = weights[i]!;
      if (w === 0 || !labels[i]) continue;
      const fold = folds[i]!;
      positives[fold]! += w;
      pairs[fold]! += w * (negativesBelow[fold]! + tied[fold]! / 2);
    }
    for (let at = start; at < end; at++) {
      const fold = folds[order[at]!]!;
      negativesBelow[fold]! += tied[fold]!;
      tied[fold] = 0;
    }
  }
  const sums = { accuracy: 0, auc: 0, brier: 0 };
  for (let fold = 0; fold < k; fold++) {
    if (positives[fold] === 0 || negativesBelow[fold] === 0) throw new Error("A resampled fold lacks a class.");
    sums.accuracy += right[fold]! / weight[fold]!;
    sums.auc += pairs[fold]! / (positives[fold]! * negativesBelow[fold]!);
    sums.brier += squared[fold]! / weight[fold]!;
  }
  return sums;
}

/** Each model's figure (mean over every split) in each resample: replicates[id][metric][b]. */
export type Replicates = Record<EvaluatedId, Record<Metric, Float64Array>>;

/**
 * The sampling error of the cross-validation's figures: a bootstrap over rows of the out-of-fold predictions.
 * Each resample draws the 614 rows with replacement (resample.ts) and weights every row's held-out predictions,
 * in all repeats at once, by how often it was drawn; the figure is then recomputed exactly as the headline
 * (each split's own, averaged over every split). The models are not refitted: this measures how much the figure
 * would move with another sample of applicants scored by the same kind of model, not split-to-split spread.
 * A row is the unit of resampling, so its 20 out-of-fold predictions (one per repeat) count as one row, not 20.
 */
export function rowBootstrap(cv: RepeatedRuns, resamples: number, seed: number): Replicates {
  const n = cv.runs[0]?.labels.length ?? 0;
  const k = cv.folds;
  const splits = cv.runs.length * k;
  const prepared = cv.runs.map(
    (run) =>
      Object.fromEntries(
        EVALUATED_IDS.map((id) => [id, prepare(run.scores[id], run.probabilities[id], run.labels, CUTS[id])]),
      ) as Record<EvaluatedId, Prepared>,
  );
  const replicates = Object.fromEntries(
    EVALUATED_IDS.map((id) => [
      id,
      { accuracy: new Float64Array(resamples), auc: new Float64Array(resamples), brier: new Float64Array(resamples) },
    ]),
  ) as Replicates;
  resampleWeights(n, resamples, seed).forEach((weights, b) => {
    for (const id of EVALUATED_IDS) {
      const total = { accuracy: 0, auc: 0, brier: 0 };
      cv.runs.forEach((run, r) => {
        const sums = foldSums(prepared[r]![id], run.folds, run.labels, k, weights);
        total.accuracy += sums.accuracy;
        total.auc += sums.auc;
        total.brier += sums.brier;
      });
      for (const metric of ["accuracy", "auc", "brier"] as const) replicates[id][metric][b] = total[metric] / splits;
    }
  });
  return replicates;
}
