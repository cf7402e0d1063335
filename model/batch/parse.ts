import { ASSUMED_AGE, DATASET_COLUMN_OF, LOAN_FIELD_DEFINITIONS, LOAN_FIELDS } from "../fields";
import type { LoanApplication } from "../schema";
import { checkSize, ndjsonLines } from "./batch-lines";
import { csvRecords, recordCells } from "./csv";
import { BATCH_MAX_ROWS, jsonDepthExceeds, MAX_JSON_DEPTH, MAX_LINE_CHARS, tooLong } from "./limits";
import { readApplication } from "./read-application";

/** One input row: the application it reads as, or why it cannot be scored. `row` counts data rows from 1. */
export type BatchInput = { row: number; application: LoanApplication } | { row: number; reason: string };

/** Which columns the file has: the form's own, or the public dataset's (which has no Age). */
export type BatchColumns = "form" | "dataset";

/**
 * A batch whose shape has been checked: its columns, how many rows it has, and its rows, read one at a
 * time (so a caller can score and let go of each as it goes, or report progress).
 */
export type BatchReader = { columns: BatchColumns; rows: number; inputs: () => Generator<BatchInput> };

/**
 * Reads a CSV whose header has either the form's columns (Gender, Age, Income, …) or the public
 * dataset's (ApplicantIncome, Credit_History, …; every row is then scored as age ASSUMED_AGE, as the
 * model card does). Extra columns are ignored. Throws, before any row is read, for a file that cannot be
 * read as such or has more than `maxRows` rows; a row that cannot be scored is kept, with its reason.
 */
export function readBatchCsv(text: string, maxRows = BATCH_MAX_ROWS): BatchReader {
  // The header and at most maxRows rows are kept; past those the rest are only counted, for the 413.
  const { records, total } = csvRecords(text, maxRows + 1);
  const first = records[0];
  if (!first) throw new Error("The file is empty.");
  if (first.problem !== undefined) throw new Error(`The header cannot be read: ${first.problem}.`);
  const header = recordCells(first).map((cell) => cell.trim());
  const columns: BatchColumns = header.includes("ApplicantIncome") ? "dataset" : "form";
  const wanted = columns === "form" ? [...LOAN_FIELDS] : Object.values(DATASET_COLUMN_OF);
  const missing = wanted.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(
      `The header lacks ${missing.join(", ")}: use the form's columns (${LOAN_FIELDS.join(", ")}) or the dataset's.`,
    );
  }
  const rows = total - 1;
  checkSize(rows, maxRows);
  // Where each form field is read from, found once: its column index, or -1 for Age in the dataset.
  const sources = LOAN_FIELDS.map((field) => {
    const column = columns === "form" ? field : LOAN_FIELD_DEFINITIONS[field].datasetColumn;
    return column === null ? -1 : header.indexOf(column);
  });
  const age = String(ASSUMED_AGE);
  function* inputs(): Generator<BatchInput> {
    for (let row = 1; row <= rows; row++) {
      const record = records[row]!;
      if (record.problem !== undefined) {
        yield { row, reason: record.problem };
        continue;
      }
      const cells = recordCells(record);
      const application = readApplication(
        sources.map((index) => (index === -1 ? age : cells[index]?.trim())),
        true,
      );
      yield typeof application === "string" ? { row, reason: application } : { row, application };
    }
  }
  return { columns, rows, inputs };
}

/** Why one NDJSON line cannot be read as an application, or the application. */
function readNdjsonLine(line: string): LoanApplication | string {
  if (line.length > MAX_LINE_CHARS) return tooLong("line", line.length, MAX_LINE_CHARS);
  if (jsonDepthExceeds(line, MAX_JSON_DEPTH)) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return "not a JSON object";
  }
  const object = value as Record<string, unknown>;
  return readApplication(
    LOAN_FIELDS.map((field) => (Object.hasOwn(object, field) ? object[field] : undefined)),
    false,
  );
}

/** Reads NDJSON: one application (a JSON object with the form's fields) per non-blank line. */
export function readBatchNdjson(text: string, maxRows = BATCH_MAX_ROWS): BatchReader {
  const lines = ndjsonLines(text, maxRows);
  function* inputs(): Generator<BatchInput> {
    for (let index = 0; index < lines.length; index++) {
      const application = readNdjsonLine(lines[index]!);
      const row = index + 1;
      yield typeof application === "string" ? { row, reason: application } : { row, application };
    }
  }
  return { columns: "form", rows: lines.length, inputs };
}
