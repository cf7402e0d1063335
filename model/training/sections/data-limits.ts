import type { AmountLimits, DataLimits, ValueLimits } from "../../card/data-limits";
import { LOAN_CHOICES } from "../../fields";
import { quantileOfSorted } from "../../uncertainty/percentile";
import type { LoanRow } from "../dataset";
import { round } from "../round";

/** Where the data thins out: below the 1st or above the 99th percentile of an amount. */
export const SPARSE_SHARE = 0.01;

export const DATA_LIMITS_DEFINITION =
  "Outside the data: below the smallest or above the largest amount any applicant in the file had; the " +
  "model has never seen such an amount. Sparse: below the 1st or above the 99th percentile (numpy's default, " +
  "linear between ranks), where fewer than 1 in 100 applicants lie, about 6 of the 614: the model has seen few. " +
  "A percentile, not a count of neighbours, because it reads the same at every scale of the amount and needs no " +
  "choice of how near is near. Each field is checked on its own, not in combination with the others.";

function amountLimits(rows: readonly LoanRow[], field: AmountLimits["field"]): AmountLimits {
  const values = Float64Array.from(
    rows.flatMap((row) => (row.fields[field] === null ? [] : [row.fields[field]])),
  ).sort();
  if (values.length === 0) throw new Error(`The dataset has no ${field}.`);
  return {
    field,
    rows: values.length,
    min: values[0]!,
    sparseBelow: round(quantileOfSorted(values, SPARSE_SHARE), 2),
    sparseAbove: round(quantileOfSorted(values, 1 - SPARSE_SHARE), 2),
    max: values[values.length - 1]!,
  };
}

function valueLimits(rows: readonly LoanRow[], field: ValueLimits["field"]): ValueLimits {
  const choices: readonly (string | number)[] = field === "Credit_History" ? [1, 0] : LOAN_CHOICES[field];
  return {
    field,
    counts: choices.map((value) => ({
      value: String(value),
      rows: rows.filter((row) => row.fields[field] === value).length,
    })),
  };
}

/** The card's dataLimits: each amount's range and sparse tails, each choice's rows (empty cells skipped). */
export function dataLimits(rows: readonly LoanRow[]): DataLimits {
  return {
    definition: DATA_LIMITS_DEFINITION,
    amounts: [amountLimits(rows, "Income"), amountLimits(rows, "LoanAmount")],
    values: (["Credit_History", "Education", "Property_Area", "Self_Employed", "Gender", "Married"] as const).map(
      (field) => valueLimits(rows, field),
    ),
  };
}
