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

export const EVALUATED_IDS = [...MODEL_IDS, ...BASELINE_IDS] as const;
export type EvaluatedId = (typeof EVALUATED_IDS)[number];

/** The two trained variants: every form field the dataset holds, and the same without Gender and Married. */
export const VARIANTS = {
  "all-fields": DATASET_FIELDS,
  "without-gender-married": DATASET_FIELDS.filter((field) => field !== "Gender" && field !== "Married"),
} satisfies Record<string, readonly DatasetField[]>;

export type VariantName = keyof typeof VARIANTS;
