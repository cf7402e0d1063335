import { ASSUMED_AGE, COLUMN_OF as DATASET_COLUMN } from "../dataset";
import { LOAN_FIELDS } from "../fields";
import { type LoanApplication, LoanApplicationSchema } from "../schema";
import { csvRecords } from "./csv";

/** At most this many rows a batch, in the browser and in the API. */
export const BATCH_MAX_ROWS = 10_000;

/** One input row: the application it reads as, or why it cannot be scored. `row` counts data rows from 1. */
export type BatchInput = { row: number; application: LoanApplication } | { row: number; reason: string };

/** Which columns the file has: the form's own, or the public dataset's (which has no Age). */
export type BatchColumns = "form" | "dataset";

export type ParsedBatch = { columns: BatchColumns; inputs: BatchInput[] };

/** For each of LOAN_FIELDS, whether it is a number. */
const NUMERIC = LOAN_FIELDS.map((field) => ["Age", "Income", "LoanAmount", "Credit_History"].includes(field));

/** A row's values in LOAN_FIELDS order as an object for the schema (a literal: every row gets one shape). */
function asFields(values: readonly unknown[]): Record<(typeof LOAN_FIELDS)[number], unknown> {
  const [Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed] = values;
  return { Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed };
}

/**
 * An application from one row's raw values (in LOAN_FIELDS order), or the first thing wrong with it (the
 * field named). CSV cells are all text, so there a number is read from digits only (no "1e3", no "12.5");
 * JSON values are taken as they are, as the API takes them.
 */
function readApplication(values: readonly unknown[], cellsAreText: boolean): LoanApplication | string {
  const converted = [...values];
  for (let i = 0; i < LOAN_FIELDS.length; i++) {
    const value = values[i];
    if (value === undefined || value === "" || value === null) return `${LOAN_FIELDS[i]} is empty`;
    if (cellsAreText && NUMERIC[i] && typeof value === "string" && /^\d+$/.test(value)) converted[i] = Number(value);
  }
  const result = LoanApplicationSchema.safeParse(asFields(converted));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "row");
  const value = values[LOAN_FIELDS.indexOf(field as (typeof LOAN_FIELDS)[number])];
  return `${field}: ${JSON.stringify(value ?? null)} is not accepted (${issue?.message ?? "invalid"})`;
}

/** Thrown for a batch past BATCH_MAX_ROWS rows: the API answers it with 413. */
export class BatchTooLargeError extends Error {}

function tooMany(count: number): Error {
  return new BatchTooLargeError(`The batch has ${count} rows or more; at most ${BATCH_MAX_ROWS} are scored at once.`);
}

/**
 * Parses a CSV whose header has either the form's columns (Gender, Age, Income, …) or the public
 * dataset's (ApplicantIncome, Credit_History, …; every row is then scored as age ASSUMED_AGE, as the
 * model card does). Extra columns are ignored. Throws for a file that cannot be read as such, or past
 * BATCH_MAX_ROWS rows; a row that cannot be scored is kept, with its reason.
 */
export function parseBatchCsv(text: string): ParsedBatch {
  const records = csvRecords(text);
  const first = records.next();
  if (first.done) throw new Error("The file is empty.");
  const header = first.value.cells.map((cell) => cell.trim());
  const columns: BatchColumns = header.includes("ApplicantIncome") ? "dataset" : "form";
  const wanted = columns === "form" ? [...LOAN_FIELDS] : Object.values(DATASET_COLUMN);
  const missing = wanted.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `The header lacks ${missing.join(", ")}: use the form's columns (${LOAN_FIELDS.join(", ")}) or the dataset's.`,
    );
  }
  // Where each form field is read from, found once: its column index, or -1 for Age in the dataset.
  const sources = LOAN_FIELDS.map((field) => {
    const column = columns === "form" ? field : field === "Age" ? undefined : DATASET_COLUMN[field];
    return column === undefined ? -1 : header.indexOf(column);
  });
  const age = String(ASSUMED_AGE);
  const inputs: BatchInput[] = [];
  for (const { cells } of records) {
    if (inputs.length >= BATCH_MAX_ROWS) throw tooMany(BATCH_MAX_ROWS + 1);
    const row = inputs.length + 1;
    const values = sources.map((index) => (index === -1 ? age : cells[index]?.trim()));
    const application = readApplication(values, true);
    inputs.push(typeof application === "string" ? { row, reason: application } : { row, application });
  }
  return { columns, inputs };
}

/** Parses NDJSON: one application (a JSON object with the form's fields) per non-blank line. */
export function parseBatchNdjson(text: string): ParsedBatch {
  const inputs: BatchInput[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    if (inputs.length >= BATCH_MAX_ROWS) throw tooMany(BATCH_MAX_ROWS + 1);
    const row = inputs.length + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      inputs.push({ row, reason: "not valid JSON" });
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      inputs.push({ row, reason: "not a JSON object" });
      continue;
    }
    const object = value as Record<string, unknown>;
    const application = readApplication(
      LOAN_FIELDS.map((field) => object[field]),
      false,
    );
    inputs.push(typeof application === "string" ? { row, reason: application } : { row, application });
  }
  return { columns: "form", inputs };
}
