import type { Interval } from "../../card/figures";
import { EVALUATED_IDS, type EvaluatedId } from "../../card/ids";
import { APPROVAL_THRESHOLD } from "../../scorecard/scorecard";
import type { LoanRow } from "../dataset";
import { correctedResampledInterval } from "../intervals/resampled-t";
import { brierScore } from "../metrics/probability";
import { rocAuc } from "../metrics/roc";
import { accuracyOf, matrixAt } from "../metrics/thresholds";
import { round } from "../round";
import { crossValidate, type OutOfFold } from "./held-out";

/** The trained models approve at probability 0.5, scikit-learn's predict(); bestCut reports the alternative. */
export const TRAINED_CUT = 0.5;

/**
 * Each model's verdict: approved when its score reaches this. Scorecard 50 points; the logistic regressions
 * probability 0.5; always-approve scores everyone 1; the credit-history rule scores the credit history itself.
 */
export const CUTS: Record<EvaluatedId, number> = {
  scorecard: APPROVAL_THRESHOLD,
  "all-fields": TRAINED_CUT,
  "without-gender-married": TRAINED_CUT,
  "credit-history-unknown": TRAINED_CUT,
  "all-columns": TRAINED_CUT,
  "always-approve": 1,
  "credit-history-rule": 1,
  "credit-history-logistic": TRAINED_CUT,
};

export type Metric = "accuracy" | "auc" | "brier";

/** One figure of every train/test split, in split order (repeat by repeat, fold by fold): what pairs comparisons. */
export type SplitFigures = Record<Metric, number[]>;

export type RepeatedRuns = {
  folds: number;
  /** One k-fold run per repeat; runs[0] is the one with the first seed. */
  runs: OutOfFold[];
  splits: Record<EvaluatedId, SplitFigures>;
};

function foldFigures(oof: OutOfFold, id: EvaluatedId, fold: number): Record<Metric, number> {
  const keep = (_: unknown, i: number) => oof.folds[i] === fold;
  const labels = oof.labels.filter(keep);
  const scores = oof.scores[id].filter(keep);
  const probabilities = oof.probabilities[id].filter(keep);
  return {
    accuracy: accuracyOf(matrixAt(scores, labels, CUTS[id])),
    auc: rocAuc(scores, labels),
    brier: probabilities.some(Number.isNaN) ? Number.NaN : brierScore(probabilities, labels),
  };
}

/**
 * Repeated stratified k-fold cross-validation: `repeats` runs of crossValidate, repeat r shuffled with seed
 * seed + r, and every model's accuracy (at its cut), ROC AUC and Brier score on each split's held-out rows.
 */
export function repeatedCrossValidation(
  rows: readonly LoanRow[],
  folds: number,
  repeats: number,
  seed: number,
): RepeatedRuns {
  const runs = Array.from({ length: repeats }, (_, repeat) => crossValidate(rows, folds, seed + repeat));
  const splits = Object.fromEntries(
    EVALUATED_IDS.map((id) => {
      const figures: SplitFigures = { accuracy: [], auc: [], brier: [] };
      for (const run of runs) {
        for (let fold = 0; fold < folds; fold++) {
          const split = foldFigures(run, id, fold);
          for (const metric of ["accuracy", "auc", "brier"] as const) figures[metric].push(split[metric]);
        }
      }
      return [id, figures];
    }),
  ) as Record<EvaluatedId, SplitFigures>;
  return { folds, runs, splits };
}

/** The corrected resampled t interval of per-split values from k-fold splits (n_test / n_train = 1 / (k − 1)). */
export function splitInterval(values: readonly number[], folds: number): Interval {
  return correctedResampledInterval(values, 1 / (folds - 1));
}

/** Each split's figure of model a minus that of model b: the paired differences a comparison rests on. */
export function pairedDifferences(cv: RepeatedRuns, a: EvaluatedId, b: EvaluatedId, metric: Metric): number[] {
  const second = cv.splits[b][metric];
  return cv.splits[a][metric].map((value, i) => value - (second[i] ?? Number.NaN));
}

/** In each repeat, how many rows get a different held-out verdict from the two models (at their cuts). */
export function differingVerdicts(cv: RepeatedRuns, a: EvaluatedId, b: EvaluatedId): number[] {
  return cv.runs.map((run) =>
    run.labels.reduce(
      (count, _, i) => count + ((run.scores[a][i] ?? 0) >= CUTS[a] !== (run.scores[b][i] ?? 0) >= CUTS[b] ? 1 : 0),
      0,
    ),
  );
}

export const roundInterval = (interval: Interval): Interval => ({
  mean: round(interval.mean),
  low: round(interval.low),
  high: round(interval.high),
});
