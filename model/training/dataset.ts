import { csvRecords, recordCells } from "../batch/csv";
import {
  ASSUMED_AGE,
  DATASET_COLUMN_OF,
  DATASET_FIELDS,
  LOAN_FIELD_DEFINITIONS,
  type DatasetField,
  type DatasetFields,
} from "../fields";
import { readWholeNumber } from "../read-number";
import { LoanApplicationSchema, type LoanApplication } from "../schema";

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
 * The file's columns the form does not ask for, empty cells as null: read only to measure what leaving them
 * out costs (the all-columns variant, model/training/fitting/alternatives.ts).
 */
export type OtherColumns = {
  CoapplicantIncome: number | null;
  Loan_Amount_Term: number | null;
  Dependents: (typeof DEPENDENTS)[number] | null;
};

/** Dependents' values in the file, in the order the datasheet counts them. */
export const DEPENDENTS = ["0", "1", "2", "3+"] as const;

/** One labelled row of the file, empty cells kept as null (the trained model imputes them). */
export type LoanRow = { id: string; approved: boolean; fields: DatasetFields; other: OtherColumns };

/**
 * The fields a row needs to become a complete application, in the order an empty cell is blamed:
 * most scorecard points first, then Gender, which the scorecard ignores but the form requires.
 */
const REQUIRED_FIELDS = [
  "Credit_History",
  "Income",
  "LoanAmount",
  "Education",
  "Married",
  "Property_Area",
  "Self_Employed",
  "Gender",
] as const satisfies readonly DatasetField[];

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
  /** Rows left out, each counted once under its first empty column in REQUIRED_FIELDS order; zero counts omitted. */
  excluded: Exclusion[];
};

/** One record of the file: the line it starts on and its cells. */
export type CsvRow = { line: number; cells: string[] };

/**
 * The file's records, read by the one CSV reader of model/ (model/batch/csv.ts: RFC 4180, quoted cells,
 * CRLF or LF, blank lines skipped, a byte-order mark dropped). A record it does not read, past its line or
 * cell cap, throws, naming the line: a training file is read whole or not at all.
 */
export function readCsvRows(text: string): CsvRow[] {
  return csvRecords(text).records.map((record) => {
    if (record.problem !== undefined) throw new Error(`Line ${record.line}: ${record.problem}.`);
    return { line: record.line, cells: recordCells(record) };
  });
}

/** One cell as its field's value (its definition in model/fields.ts says how), or null where it is empty. */
function parseCell(field: DatasetField, value: string, line: number): DatasetFields[DatasetField] {
  if (value === "") return null;
  const definition = LOAN_FIELD_DEFINITIONS[field];
  const column = DATASET_COLUMN_OF[field];
  if (definition.kind === "choice") {
    const choices: readonly string[] = definition.choices;
    if (!choices.includes(value))
      throw new Error(`Line ${line}: ${field} "${value}" is not one of ${choices.join(", ")}.`);
    return value as DatasetFields[DatasetField];
  }
  if (definition.kind === "flag") {
    if (value !== "1" && value !== "0") throw new Error(`Line ${line}: ${column} "${value}" is not 1 or 0.`);
    return value === "1" ? 1 : 0;
  }
  const count = readWholeNumber(value);
  if (count === undefined) throw new Error(`Line ${line}: ${column} "${value}" is not a whole number.`);
  return count;
}

/** A row's form fields, each read from its dataset column. */
function toFields(row: RawRow, line: number): DatasetFields {
  return Object.fromEntries(
    DATASET_FIELDS.map((field) => [field, parseCell(field, row[DATASET_COLUMN_OF[field]], line)]),
  ) as DatasetFields;
}

/** An amount that may have decimals (CoapplicantIncome holds a few), or null where the cell is empty. */
function readAmount(value: string, column: Column, line: number): number | null {
  if (value === "") return null;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Line ${line}: ${column} "${value}" is not an amount.`);
  return amount;
}

function toOther(row: RawRow, line: number): OtherColumns {
  const dependents = row.Dependents;
  if (dependents !== "" && !(DEPENDENTS as readonly string[]).includes(dependents)) {
    throw new Error(`Line ${line}: Dependents "${dependents}" is not one of ${DEPENDENTS.join(", ")}.`);
  }
  return {
    CoapplicantIncome: readAmount(row.CoapplicantIncome, "CoapplicantIncome", line),
    Loan_Amount_Term: readAmount(row.Loan_Amount_Term, "Loan_Amount_Term", line),
    Dependents: dependents === "" ? null : (dependents as OtherColumns["Dependents"]),
  };
}

/**
 * Parses the Loan Prediction CSV text into every labelled row, empty cells as null.
 * A malformed file (missing column, wrong cell count, an unexpected value) throws, naming the line.
 */
export function parseLoanRows(text: string): LoanRow[] {
  const [first, ...body] = readCsvRows(text);
  if (!first) throw new Error("The dataset is empty.");
  const header = first.cells;
  const missing = DATASET_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`The dataset lacks the column(s) ${missing.join(", ")}.`);
  return body.map(({ line, cells }) => {
    if (cells.length !== header.length) {
      throw new Error(`Line ${line}: ${cells.length} cells, expected ${header.length}.`);
    }
    const row = Object.fromEntries(header.map((column, i) => [column, cells[i]?.trim() ?? ""])) as RawRow;
    if (row.Loan_Status !== "Y" && row.Loan_Status !== "N") {
      throw new Error(`Line ${line}: Loan_Status "${row.Loan_Status}" is not Y or N.`);
    }
    return {
      id: row.Loan_ID,
      approved: row.Loan_Status === "Y",
      fields: toFields(row, line),
      other: toOther(row, line),
    };
  });
}

/**
 * Parses the Loan Prediction CSV text into applications the scorecard can score.
 * Empty cells are not imputed here: a row missing any REQUIRED_FIELDS cell is excluded and counted.
 */
export function parseLoanDataset(text: string): LoanDataset {
  const rows = parseLoanRows(text);
  const records: LoanRecord[] = [];
  const excludedBy = new Map<DatasetField, number>();
  for (const { id, approved, fields } of rows) {
    const empty = REQUIRED_FIELDS.find((field) => fields[field] === null);
    if (empty) {
      excludedBy.set(empty, (excludedBy.get(empty) ?? 0) + 1);
      continue;
    }
    records.push({ id, approved, application: LoanApplicationSchema.parse({ ...fields, Age: ASSUMED_AGE }) });
  }
  const excluded = REQUIRED_FIELDS.flatMap((field) => {
    const count = excludedBy.get(field) ?? 0;
    return count > 0 ? [{ reason: `missing ${DATASET_COLUMN_OF[field]}`, rows: count }] : [];
  });
  return { rows: rows.length, records, excluded };
}
