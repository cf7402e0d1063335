/**
 * The shapes of the card's figures. The training code computes them (model/training/) and the page draws
 * them; both import them from here, so the card's types never depend on the code that fills them.
 */

/** Metrics of the positive class, approved (Loan_Status "Y"), rounded to 4 decimals. */
export type ClassificationMetrics = {
  accuracy: number;
  precision: number;
  recall: number;
};

export type ConfusionMatrix = {
  truePositive: number;
  falsePositive: number;
  trueNegative: number;
  falseNegative: number;
};

/**
 * The confusion matrix when every row scoring at least `cut` is approved. `everyone` marks the grid's ends: a cut
 * no score falls below (every verdict approved) and one above every score (none).
 */
export type ThresholdRow = { cut: number; everyone?: "approved" | "refused" } & ConfusionMatrix;

/** One vertex of a ROC curve: false- and true-positive rates when everything scoring at least some cut is approved. */
export type RocPoint = { fpr: number; tpr: number };

/** One bin of a reliability diagram: rows whose predicted probability lies in [from, to) (the last bin includes 1). */
export type ReliabilityBin = { from: number; to: number; rows: number; meanPredicted: number; observedRate: number };

/** A figure's mean over the splits and its confidence interval (model/training/intervals/resampled-t.ts). */
export type Interval = { mean: number; low: number; high: number };

/** A share with its 95 % interval (model/uncertainty/intervals.ts). */
export type Proportion = { count: number; of: number; rate: number; low: number; high: number };

/** A difference of two shares (first minus second) with its 95 % interval. */
export type Difference = { difference: number; low: number; high: number };

/** A share with its 95 % interval from a bootstrap over rows (model/training/sections/fairness.ts). */
export type Share = { rate: number; low: number; high: number };

/** The ends of an interval whose centre is reported elsewhere (a sampling-error interval beside a mean). */
export type Bounds = { low: number; high: number };
