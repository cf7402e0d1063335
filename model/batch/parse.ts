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

const NUMERIC = new Set<string>(["Age", "Income", "LoanAmount", "Credit_History"]);

/**
 * An application from one row's raw values, or the first thing wrong with it (the field named). CSV
 * cells are all text, so there a number is read from digits only (no "1e3", no "12.5"); JSON values
 * are taken as they are, as the API takes them.
 */
function readApplication(raw: Record<string, unknown>, cellsAreText: boolean): LoanApplication | string {
  const candidate: Record<string, unknown> = {};
  for (const field of LOAN_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === "" || value === null) return `${field} is empty`;
    const digits = cellsAreText && NUMERIC.has(field) && typeof value === "string" && /^\d+$/.test(value);
    candidate[field] = digits ? Number(value) : value;
  }
  const result = LoanApplicationSchema.safeParse(candidate);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "row");
  return `${field}: ${JSON.stringify(raw[field] ?? null)} is not accepted (${issue?.message ?? "invalid"})`;
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
  // Where each form field is read from, found once: [field, column index], Age fixed for the dataset.
  const sources = LOAN_FIELDS.map((field) => {
    const column = columns === "form" ? field : field === "Age" ? undefined : DATASET_COLUMN[field];
    return [field, column === undefined ? -1 : header.indexOf(column)] as const;
  });
  const inputs: BatchInput[] = [];
  for (const { cells } of records) {
    if (inputs.length >= BATCH_MAX_ROWS) throw tooMany(BATCH_MAX_ROWS + 1);
    const row = inputs.length + 1;
    const raw: Record<string, unknown> = {};
    for (const [field, index] of sources) raw[field] = index === -1 ? String(ASSUMED_AGE) : cells[index]?.trim();
    const application = readApplication(raw, true);
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
    const application = readApplication(value as Record<string, unknown>, false);
    inputs.push(typeof application === "string" ? { row, reason: application } : { row, application });
  }
  return { columns: "form", inputs };
}
