import type { ChoiceField } from "../fields";

/** The amounts the data holds for a field the form asks as a number. */
export type AmountLimits = {
  field: "Income" | "LoanAmount";
  /** Rows with a value (empty cells skipped). */
  rows: number;
  min: number;
  /** Below this (the 1st percentile) or above `sparseAbove` (the 99th), fewer than 1 in 100 applicants lie. */
  sparseBelow: number;
  sparseAbove: number;
  max: number;
};

/** How many rows hold each value of a field the form asks as a choice (or credit history's 1 and 0). */
export type ValueLimits = { field: ChoiceField | "Credit_History"; counts: { value: string; rows: number }[] };

/**
 * Each form field's range in the training data (model/training/sections/data-limits.ts): an input outside an
 * amount's range was never seen by the model, and one beyond its 1st or 99th percentile was seen rarely
 * (model/uncertainty/data-warnings.ts says so in each answer).
 */
export type DataLimits = { definition: string; amounts: AmountLimits[]; values: ValueLimits[] };
