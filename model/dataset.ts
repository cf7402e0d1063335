import { LoanApplicationSchema, type LoanApplication } from "./schema";

/** The columns of the public Loan Prediction training file (train_u6lujuX_CVtuZ9i.csv), in its order. */
const DATASET_COLUMNS = [
  "Loan_ID",
  "Gender",
  "Married",
  "Dependents",
  "Education",
  "Self_Employed",
  "ApplicantIncome",
  "CoapplicantIncome",
  "LoanAmount",
  "Loan_Amount_Term",
  "Credit_History",
  "Property_Area",
  "Loan_Status",
] as const;

type Column = (typeof DATASET_COLUMNS)[number];
type RawRow = Record<Column, string>;

/**
 * The columns a row needs to become a complete application, in the order an empty cell is blamed:
 * most scorecard points first, then Gender, which the scorecard ignores but the form requires.
 */
const REQUIRED_COLUMNS = [
  "Credit_History",
  "ApplicantIncome",
  "LoanAmount",
  "Education",
  "Married",
  "Property_Area",
  "Self_Employed",
  "Gender",
] as const satisfies readonly Column[];

/** The dataset has no Age column; every row is scored as this age (inside the 25–60 band). */
export const ASSUMED_AGE = 35;

export type LoanRecord = {
  id: string;
  /** Loan_Status "Y". */
  approved: boolean;
  application: LoanApplication;
};

export type Exclusion = { reason: string; rows: number };

export type LoanDataset = {
  /** Labelled rows in the file. */
  rows: number;
  /** The rows that form a complete application, in file order. */
  records: LoanRecord[];
  /** Rows left out, each counted once under its first empty column in REQUIRED_COLUMNS order; zero counts omitted. */
  excluded: Exclusion[];
};

/** Splits plain comma-separated text (LF or CRLF, no quoted fields: the dataset has none) into rows of cells. */
export function splitCsv(text: string): string[][] {
  if (text.includes('"')) throw new Error("Quoted CSV fields are not supported.");
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line) => line.split(","));
}

function parseCount(value: string, column: Column, line: number): number {
  if (!/^\d+$/.test(value)) throw new Error(`Line ${line}: ${column} "${value}" is not a whole number.`);
  return Number(value);
}

function toApplication(row: RawRow, line: number): LoanApplication {
  const credit = row.Credit_History;
  if (credit !== "1" && credit !== "0") throw new Error(`Line ${line}: Credit_History "${credit}" is not 1 or 0.`);
  const result = LoanApplicationSchema.safeParse({
    Gender: row.Gender,
    Age: ASSUMED_AGE,
    Income: parseCount(row.ApplicantIncome, "ApplicantIncome", line),
    Married: row.Married,
    LoanAmount: parseCount(row.LoanAmount, "LoanAmount", line),
    Credit_History: Number(credit),
    Education: row.Education,
    Property_Area: row.Property_Area,
    Self_Employed: row.Self_Employed,
  });
  if (!result.success) throw new Error(`Line ${line}: ${result.error.issues.map((issue) => issue.message).join("; ")}`);
  return result.data;
}

/**
 * Parses the Loan Prediction CSV text into applications the scorecard can score.
 * Empty cells are not imputed: a row missing any REQUIRED_COLUMNS cell is excluded and counted.
 * A malformed file (missing column, wrong cell count, an unexpected value) throws, naming the line.
 */
export function parseLoanDataset(text: string): LoanDataset {
  const [header, ...body] = splitCsv(text);
  if (!header) throw new Error("The dataset is empty.");
  const missing = DATASET_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`The dataset lacks the column(s) ${missing.join(", ")}.`);

  const records: LoanRecord[] = [];
  const excludedBy = new Map<string, number>();
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.length !== header.length) {
      throw new Error(`Line ${line}: ${cells.length} cells, expected ${header.length}.`);
    }
    const row = Object.fromEntries(header.map((column, i) => [column, cells[i]?.trim() ?? ""])) as RawRow;
    if (row.Loan_Status !== "Y" && row.Loan_Status !== "N") {
      throw new Error(`Line ${line}: Loan_Status "${row.Loan_Status}" is not Y or N.`);
    }
    const empty = REQUIRED_COLUMNS.find((column) => row[column] === "");
    if (empty) {
      excludedBy.set(empty, (excludedBy.get(empty) ?? 0) + 1);
      return;
    }
    records.push({ id: row.Loan_ID, approved: row.Loan_Status === "Y", application: toApplication(row, line) });
  });

  const excluded = REQUIRED_COLUMNS.flatMap((column) => {
    const rows = excludedBy.get(column) ?? 0;
    return rows > 0 ? [{ reason: `missing ${column}`, rows }] : [];
  });
  return { rows: body.length, records, excluded };
}
