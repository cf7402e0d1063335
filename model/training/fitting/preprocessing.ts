import { VARIANTS, type VariantName } from "../../card/ids";
import type { FeatureColumn, Imputation } from "../../card/model-card";
import { LOAN_CHOICES, type DatasetField, type DatasetFields } from "../../fields";
import type { ModelInput } from "../../trained/features";
import { median } from "../../uncertainty/percentile";

export type Preprocessing = { imputation: Imputation; columns: FeatureColumn[] };

/** The fill of an amount: its known values' median, or 0 when no row knows it. */
export function amountFill(known: readonly number[]): number {
  return known.length > 0 ? median(known) : 0;
}

/** The most frequent value; a tie goes to the value met first in `order`. */
export function mode<T>(values: readonly T[], order: readonly T[]): T {
  const counts = order.map((candidate) => values.filter((value) => value === candidate).length);
  const best = Math.max(...counts);
  return order[counts.indexOf(best)] as T;
}

export function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
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
    if (field === "Income" || field === "LoanAmount") imputation[field] = amountFill(known(field));
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
