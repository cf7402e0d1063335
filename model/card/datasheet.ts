/** The columns counted value by value (the rest are identifiers or amounts). */
export const DATASHEET_CATEGORICAL = [
  "Gender",
  "Married",
  "Dependents",
  "Education",
  "Self_Employed",
  "Credit_History",
  "Property_Area",
] as const;
/** The columns summarised by their range. */
export const DATASHEET_NUMERIC = ["ApplicantIncome", "CoapplicantIncome", "LoanAmount", "Loan_Amount_Term"] as const;

/** How many rows hold a value (null: the cell is empty), and how many of them the lender approved. */
export type ValueCount = { value: string | null; rows: number; approved: number };

/** A numeric column's cells that are not empty: how many, the smallest, the median and the largest. */
export type NumericSummary = {
  column: (typeof DATASHEET_NUMERIC)[number];
  cells: number;
  min: number;
  median: number;
  max: number;
};

/** Counts from the dataset's file as it is, before any imputation: for the datasheet (model/data/DATASHEET.md). */
export type DatasheetStats = {
  rows: number;
  columns: string[];
  /** Empty cells per column, in the file's column order. */
  emptyCells: { column: string; rows: number }[];
  /** Rows with at least one empty cell. */
  rowsWithAnEmptyCell: number;
  /** Loan_Status: "Y" approved, "N" refused. */
  label: { approved: number; refused: number };
  /** Each categorical column's values in the order they first appear, then the empty cells (value null) if any. */
  values: { column: (typeof DATASHEET_CATEGORICAL)[number]; counts: ValueCount[] }[];
  numeric: NumericSummary[];
};
