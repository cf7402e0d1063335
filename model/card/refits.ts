import type { ChoiceField } from "../fields";

/**
 * What one column of the trained model reads from an application: log1p of an amount ("log1p"), the 0/1 value
 * itself ("value") or 1 when the field has this category ("indicator"). A refit's coefficient multiplies it as is;
 * the served model's column (FeatureColumn) centres and scales it first.
 */
export type RefitFeature =
  | { field: "Income" | "LoanAmount"; kind: "log1p" }
  | { field: "Credit_History"; kind: "value" }
  | { field: ChoiceField; kind: "indicator"; category: string };

/**
 * model/card/bootstrap-refits.json: the served model and the scorecard's calibration refitted on bootstrap
 * resamples of the training rows, by the same pipeline as the served ones (model/training/sections/refits.ts).
 * A prediction's interval is the central `level` share of the refits' probabilities for that application
 * (model/uncertainty/prediction-interval.ts). Kept apart from the serving card: the page loads it only when it
 * must compute an answer itself.
 */
export type BootstrapRefits = {
  method: string;
  resamples: number;
  seed: number;
  /** 0.9: the 5th and 95th percentiles. */
  level: number;
  trained: {
    /** What the coefficients multiply: log1p of an amount, the 0/1 credit history, or 1 for a category. */
    features: RefitFeature[];
    /** One refit per resample: [intercept, then one coefficient per feature], log-odds on the untransformed scale. */
    coefficients: number[][];
  };
  /** One refit of the calibration per resample: [intercept, slope], P(approved | score) = σ(intercept + slope · score). */
  scorecard: { coefficients: number[][] };
};
