import { DATASET_FIELDS, type DatasetField } from "../fields";

/** The models the card measures: the scorecard and the two trained variants. */
export const MODEL_IDS = ["scorecard", "all-fields", "without-gender-married"] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/**
 * The honest baselines, measured in the same splits: approve everyone (its probability, the training folds'
 * approval rate); approve exactly when credit history is 1 (a rule, so no probability); and a logistic
 * regression on credit history alone. Credit history's empty cells are filled as the trained model fills them.
 */
export const BASELINE_IDS = ["always-approve", "credit-history-rule", "credit-history-logistic"] as const;

/**
 * Trained variants measured in the same splits but not served: the served variant with an unknown credit
 * history as a category of its own (instead of filled with the most frequent value, 1), and a variant on every
 * column the dataset has, including those the form does not ask for (model/training/fitting/alternatives.ts).
 */
export const ALTERNATIVE_IDS = ["credit-history-unknown", "all-columns"] as const;
export type AlternativeId = (typeof ALTERNATIVE_IDS)[number];

export const EVALUATED_IDS = [...MODEL_IDS, ...ALTERNATIVE_IDS, ...BASELINE_IDS] as const;
export type EvaluatedId = (typeof EVALUATED_IDS)[number];

/** The two trained variants: every form field the dataset holds, and the same without Gender and Married. */
export const VARIANTS = {
  "all-fields": DATASET_FIELDS,
  "without-gender-married": DATASET_FIELDS.filter((field) => field !== "Gender" && field !== "Married"),
} satisfies Record<string, readonly DatasetField[]>;

export type VariantName = keyof typeof VARIANTS;
