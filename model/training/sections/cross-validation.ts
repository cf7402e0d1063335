import { type VariantName, EVALUATED_IDS, type EvaluatedId } from "../../card/ids";
import type { CrossValidatedFigures, ModelCard, PairedComparison, VerdictDifference } from "../../card/model-card";
import { containsZero } from "../../uncertainty/intervals";
import { percentileInterval } from "../../uncertainty/percentile";
import {
  CUTS,
  differingVerdicts,
  pairedDifferences,
  roundInterval,
  splitInterval,
  type RepeatedRuns,
} from "../cross-validation/repeats";
import { studentTQuantile } from "../intervals/resampled-t";
import { ROW_BOOTSTRAP_RESAMPLES, ROW_BOOTSTRAP_SEED, type Replicates } from "../intervals/row-bootstrap";
import { round } from "../round";

export const SAMPLING_METHOD =
  "Each figure's sampling error: a 95 % percentile interval from a bootstrap over rows of the out-of-fold " +
  `predictions (${ROW_BOOTSTRAP_RESAMPLES} resamples, seed ${ROW_BOOTSTRAP_SEED}). A resample draws the rows with ` +
  "replacement; each row's held-out predictions, in every repeat, count as often as it was drawn; and the figure " +
  "is recomputed exactly as above (each split's own, averaged over every split). The models are not refitted. " +
  "The split-to-split interval says how much the figure moves from one split of these rows to another; the " +
  "sampling error says how much it could move with another sample of applicants scored by the same fitted " +
  "models. Because nothing is refitted, it leaves out how much the fits themselves would change with another " +
  "sample, so it understates the whole uncertainty. A comparison resamples both models' predictions together.";

const bounds = (values: ArrayLike<number>) => {
  const { low, high } = percentileInterval(values, 0.95);
  return { low: round(low), high: round(high) };
};

export const CONFIDENCE = 0.95;

export const CV_METHOD = (folds: number, repeats: number, seed: number) =>
  `Repeated stratified ${folds}-fold cross-validation: ${repeats} repeats, repeat r shuffled with seed ${seed} + r ` +
  "(mulberry32); in each, every label's rows are shuffled and dealt to the folds in turn, so each of the " +
  `${folds * repeats} train/test splits holds out a fifth of the rows. Every row is used; empty cells are filled ` +
  "with values fitted on the training folds. On each split's held-out rows: accuracy at the model's cut, ROC " +
  "AUC of its score (scorecard points, a probability, the 0/1 credit history, or one constant for always-" +
  "approve, which gives 0.5) and Brier score of its probability (the scorecard: its points through a logistic " +
  "calibration fitted on the training folds; always-approve: the training folds' approval rate; the credit-" +
  "history rule gives no probability). The charts and the best cut use the first repeat; the fairness figures " +
  "and the cost-based cuts pool every repeat.";

export const INTERVAL_METHOD = (splits: number, folds: number, t: number) =>
  `Each figure is the mean over the ${splits} splits with a split-to-split 95 % interval from the corrected resampled t-test ` +
  "(Nadeau and Bengio 2003): the splits share most of their training rows, so the variance of the splits' " +
  `figures, s², is multiplied by (1/${splits} + n_test/n_train = 1/${folds - 1}) instead of divided by ` +
  `${splits}; mean ± t · √((1/${splits} + 1/${folds - 1}) · s²), with t = ${t.toFixed(4)}, Student's t for ` +
  `${splits - 1} degrees of freedom. A comparison takes each split's difference between two models and does ` +
  "the same; where its interval contains 0, the two cannot be told apart.";

function figures(cv: RepeatedRuns, replicates: Replicates, id: EvaluatedId): CrossValidatedFigures {
  const interval = (values: number[]) => roundInterval(splitInterval(values, cv.folds));
  const { accuracy, auc, brier } = cv.splits[id];
  const noBrier = brier.some(Number.isNaN);
  return {
    cut: CUTS[id],
    accuracy: interval(accuracy),
    auc: interval(auc),
    brier: noBrier ? null : interval(brier),
    samplingError: {
      accuracy: bounds(replicates[id].accuracy),
      auc: bounds(replicates[id].auc),
      brier: noBrier ? null : bounds(replicates[id].brier),
    },
  };
}

/**
 * Model a minus model b, split by split (AUC and Brier), with the corrected interval of each mean difference,
 * and its sampling error from the bootstrap over rows.
 */
export function pairedComparison(
  cv: RepeatedRuns,
  replicates: Replicates,
  a: EvaluatedId,
  b: EvaluatedId,
): PairedComparison {
  const auc = splitInterval(pairedDifferences(cv, a, b, "auc"), cv.folds);
  const brier = splitInterval(pairedDifferences(cv, a, b, "brier"), cv.folds);
  const difference = (metric: "auc" | "brier") =>
    replicates[a][metric].map((value, i) => value - replicates[b][metric][i]!);
  return {
    a,
    b,
    auc: roundInterval(auc),
    brier: roundInterval(brier),
    aucIndistinguishable: containsZero(auc),
    samplingError: { auc: bounds(difference("auc")), brier: bounds(difference("brier")) },
  };
}

function verdictDifference(cv: RepeatedRuns, a: EvaluatedId, b: EvaluatedId): VerdictDifference {
  const perRepeat = differingVerdicts(cv, a, b);
  const rows = cv.runs[0]?.labels.length ?? 0;
  return { a, b, rows, perRepeat, min: Math.min(...perRepeat), max: Math.max(...perRepeat) };
}

/** The card's cross-validation section: every model's and baseline's intervals, the comparisons, the verdicts. */
export function crossValidationSection(
  cv: RepeatedRuns,
  replicates: Replicates,
  seed: number,
  served: VariantName,
): ModelCard["crossValidation"] {
  const compare = (a: EvaluatedId, b: EvaluatedId) => pairedComparison(cv, replicates, a, b);
  const repeats = cv.runs.length;
  const splits = repeats * cv.folds;
  const t = studentTQuantile(CONFIDENCE, splits - 1);
  return {
    folds: cv.folds,
    repeats,
    seed,
    rows: cv.runs[0]?.labels.length ?? 0,
    splits,
    method: CV_METHOD(cv.folds, repeats, seed),
    interval: INTERVAL_METHOD(splits, cv.folds, t),
    tQuantile: round(t, 6),
    models: Object.fromEntries(EVALUATED_IDS.map((id) => [id, figures(cv, replicates, id)])) as Record<
      EvaluatedId,
      CrossValidatedFigures
    >,
    samplingError: SAMPLING_METHOD,
    comparisons: {
      trainedVsScorecard: compare(served, "scorecard"),
      trainedVsCreditHistory: compare(served, "credit-history-logistic"),
      withVsWithoutGenderMarried: compare("all-fields", "without-gender-married"),
      unknownCreditVsServed: compare("credit-history-unknown", served),
      allColumnsVsServed: compare("all-columns", served),
    },
    verdicts: {
      trainedVsCreditHistoryRule: verdictDifference(cv, served, "credit-history-rule"),
      withVsWithoutGenderMarried: verdictDifference(cv, "all-fields", "without-gender-married"),
      unknownCreditVsServed: verdictDifference(cv, "credit-history-unknown", served),
      allColumnsVsServed: verdictDifference(cv, "all-columns", served),
    },
  };
}
