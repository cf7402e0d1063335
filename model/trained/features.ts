import { DATASET_FIELDS, LOAN_CHOICES, type ChoiceField, type DatasetField, type DatasetFields } from "../fields";
import type { LoanApplication } from "../schema";

/** The two trained variants: every form field the dataset holds, and the same without Gender and Married. */
export const VARIANTS = {
  "all-fields": DATASET_FIELDS,
  "without-gender-married": DATASET_FIELDS.filter((field) => field !== "Gender" && field !== "Married"),
} satisfies Record<string, readonly DatasetField[]>;

export type VariantName = keyof typeof VARIANTS;

/**
 * One column of the design matrix: x = (t(application) − center) / scale, where t is
 * log1p of the amount ("log1p"), the 0/1 value itself ("value") or 1 when the field has this category ("indicator").
 * Every column is centred on its training mean, so the intercept is the log-odds of the average training
 * applicant and weight × x is the column's contribution relative to that applicant.
 */
export type FeatureColumn =
  | { feature: string; field: "Income" | "LoanAmount"; kind: "log1p"; center: number; scale: number }
  | { feature: string; field: "Credit_History"; kind: "value"; center: number; scale: 1 }
  | { feature: string; field: ChoiceField; kind: "indicator"; category: string; center: number; scale: 1 };

/** The value that fills an empty cell: the training rows' median amount or most frequent value. */
export type Imputation = Partial<{ [K in DatasetField]: NonNullable<DatasetFields[K]> }>;

export type Preprocessing = { imputation: Imputation; columns: FeatureColumn[] };

/** A complete application as the trained model reads it: the form's fields without Age. */
export type ModelInput = { [K in DatasetField]: LoanApplication[K] };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The most frequent value; a tie goes to the value met first in `order`. */
function mode<T>(values: readonly T[], order: readonly T[]): T {
  const counts = order.map((candidate) => values.filter((value) => value === candidate).length);
  const best = Math.max(...counts);
  return order[counts.indexOf(best)] as T;
}

function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) || 1 };
}

/** Fills every empty cell with the imputation's value. */
export function impute(fields: DatasetFields, imputation: Imputation): ModelInput {
  const filled = { ...fields } as Record<DatasetField, unknown>;
  for (const key of Object.keys(filled) as DatasetField[]) {
    if (filled[key] === null) filled[key] = imputation[key];
  }
  return filled as ModelInput;
}

/**
 * Fits the preprocessing of one variant on training rows only: median imputation of the amounts
 * (Income, LoanAmount), most-frequent imputation of Credit_History and the categories; log1p of the amounts
 * (log1p, not log, so the form's 0 stays finite), then standardised (population sd); Credit_History as 0/1;
 * one indicator per category of each categorical field (all categories, as scikit-learn's OneHotEncoder).
 */
export function fitPreprocessing(rows: readonly DatasetFields[], variant: VariantName): Preprocessing {
  const fields: readonly DatasetField[] = VARIANTS[variant];
  const known = <K extends DatasetField>(key: K) =>
    rows.map((row) => row[key]).filter((value): value is NonNullable<DatasetFields[K]> => value !== null);
  const imputation: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "Income" || field === "LoanAmount") imputation[field] = median(known(field));
    else if (field === "Credit_History") imputation[field] = mode(known(field), [1, 0] as const);
    else imputation[field] = mode<string>(known(field), LOAN_CHOICES[field]);
  }
  const filled = rows.map((row) => impute(row, imputation as Imputation));
  const columns: FeatureColumn[] = [];
  for (const field of fields) {
    if (field === "Income" || field === "LoanAmount") {
      const { mean, sd } = meanAndSd(filled.map((row) => Math.log1p(row[field])));
      columns.push({ feature: `log1p(${field})`, field, kind: "log1p", center: mean, scale: sd });
    } else if (field === "Credit_History") {
      const { mean } = meanAndSd(filled.map((row) => row.Credit_History));
      columns.push({ feature: field, field, kind: "value", center: mean, scale: 1 });
    } else {
      for (const category of LOAN_CHOICES[field]) {
        const { mean } = meanAndSd(filled.map((row) => (row[field] === category ? 1 : 0)));
        columns.push({ feature: `${field}=${category}`, field, kind: "indicator", category, center: mean, scale: 1 });
      }
    }
  }
  return { imputation: imputation as Imputation, columns };
}

/** One column's value x for its field's value: (t(value) − center) / scale. */
export function columnValue(column: FeatureColumn, value: unknown): number {
  const raw =
    column.kind === "log1p"
      ? Math.log1p(Number(value))
      : column.kind === "value"
        ? Number(value)
        : value === column.category
          ? 1
          : 0;
  return (raw - column.center) / column.scale;
}

/** The design-matrix row of a complete input; only the columns' fields are read. */
export function featureRow(columns: readonly FeatureColumn[], input: Partial<ModelInput>): number[] {
  return columns.map((column) => columnValue(column, input[column.field]));
}
