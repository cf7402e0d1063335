import type { Proportion } from "../../card/figures";
import { wilson } from "../../uncertainty/intervals";
import { type BootstrapOptions, bootstrapEstimates, type Estimate } from "./intervals";
import { aucOfCounts, groupCounts, rankByScore } from "./ranking";

/**
 * Where scikit-learn's log_loss clips probabilities (its eps="auto" for float64): a probability of 0 for the
 * true class costs −log(2.2e-16) ≈ 36, not infinity.
 */
const EPS = 2.220446049250313e-16;

export type MulticlassFigures = {
  /** The share of rows whose most probable class (the first, on a tie) is the true one, with its Wilson interval. */
  accuracy: Proportion;
  logLoss: Estimate;
  /** The mean over classes of each class's one-vs-rest AUC, over the classes with rows of it and rows without. */
  macroAuc: Estimate;
  aucClasses: number;
};

/**
 * Accuracy, log loss and macro one-vs-rest AUC of a classifier's probabilities (row-major, rows × classCount;
 * `labels` are class indices). Log loss clips and renormalises each row as scikit-learn's log_loss does; the
 * macro AUC matches roc_auc_score(multi_class="ovr", average="macro") over the classes present.
 */
export function multiclassFigures(
  probabilities: Float64Array,
  classCount: number,
  labels: ArrayLike<number>,
  options?: BootstrapOptions,
): MulticlassFigures {
  const n = labels.length;
  let right = 0;
  const loss = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = probabilities.subarray(i * classCount, (i + 1) * classCount);
    let best = 0;
    let sum = 0;
    for (let k = 0; k < classCount; k++) {
      if (row[k]! > row[best]!) best = k;
      sum += Math.min(1 - EPS, Math.max(EPS, row[k]!));
    }
    if (best === labels[i]) right++;
    loss[i] = -Math.log(Math.min(1 - EPS, Math.max(EPS, row[labels[i]!]!)) / sum);
  }
  const classes = Array.from({ length: classCount }, (_, k) => {
    const positive = Uint8Array.from({ length: n }, (_, i) => (labels[i] === k ? 1 : 0));
    const scores = Float64Array.from({ length: n }, (_, i) => probabilities[i * classCount + k]!);
    return { positive, ranking: rankByScore(scores), present: positive.some(Boolean) && !positive.every(Boolean) };
  }).filter((entry) => entry.present);
  const estimates = bootstrapEstimates(
    n,
    {
      logLoss: (weights) => {
        let sum = 0;
        let total = 0;
        for (let i = 0; i < n; i++) {
          sum += weights[i]! * loss[i]!;
          total += weights[i]!;
        }
        return sum / total;
      },
      macroAuc: (weights) => {
        let sum = 0;
        for (const { positive, ranking } of classes) {
          const { positives, negatives } = groupCounts(ranking, positive, weights);
          sum += aucOfCounts(positives, negatives);
        }
        return sum / classes.length;
      },
    },
    options,
  );
  return { accuracy: wilson(right, n), ...estimates, aucClasses: classes.length };
}
