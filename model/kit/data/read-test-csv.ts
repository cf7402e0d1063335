import { csvRecords, recordCells } from "../../batch/csv";
import type { KitRow, KitValue } from "../types";
import { readNumber } from "./cells";
import { type DataProblem, KitDataError } from "./data-error";
import { type InputLayout, matchInputs, type ModelSignature } from "./model-inputs";

/** Fewer held-out rows than this say nothing worth publishing: the build stops. */
export const MIN_TEST_ROWS = 30;
/** More than this and the build's bootstrap takes minutes: the build stops and says so. */
export const MAX_TEST_ROWS = 100_000;
/**
 * How long a line and a cell of test.csv may be: a row of a few hundred numeric fields, where a batch row sent to
 * the API may hold 1,024 characters (model/batch/limits.ts).
 */
export const TEST_CSV_LIMITS = { line: 1 << 20, cell: 4096 } as const;
/** The names the target column may have, in any case; without one, the last column is the target. */
export const TARGET_NAMES = ["target", "label", "y"] as const;

/** How a field's cells are read: numbers (integers only for an integer input), or a category's names. */
export type ColumnKind = { kind: "number"; integer: boolean } | { kind: "category" };

/**
 * test.csv, read and checked: every input cell parsed, the target's cells kept as text for readTarget.
 * This is the owner's data: it stays on the build machine, and only aggregates of it are published.
 */
export type TestTable = {
  file: string;
  layout: InputLayout;
  /** The input columns in file order (the target left out), each with how it is read. */
  fields: readonly ({ name: string } & ColumnKind)[];
  /** Each row's field values in the fields' order; NaN for a missing number (when the model takes one). */
  rows: KitRow[];
  /** The file line each row starts on, for messages. */
  lines: Int32Array;
  target: { column: string; cells: string[] };
};

export type ReadOptions = {
  /** The name the messages give the file, with its folder. */
  file: string;
  model: ModelSignature;
  /** Whether an empty numeric cell is a missing value the model takes (XGBoost, ONNX with an Imputer), or an error. */
  missing?: "allow" | "refuse";
};

/** Which column is the target: the one named target, label or y (an input of the model's excepted), else the last. */
function targetIndex(header: readonly string[], inputNames: ReadonlySet<string>): number | DataProblem {
  const named = header.flatMap((name, i) =>
    TARGET_NAMES.includes(name.toLowerCase() as (typeof TARGET_NAMES)[number]) && !inputNames.has(name) ? [i] : [],
  );
  if (named.length > 1) {
    const names = named.map((i) => `"${header[i]}"`).join(" and ");
    return { line: 1, message: `Both ${names} could be the target: keep one, or rename the others.` };
  }
  return named[0] ?? header.length - 1;
}

function headerProblems(header: readonly string[]): DataProblem[] {
  const problems: DataProblem[] = [];
  header.forEach((name, i) => {
    if (name === "") problems.push({ line: 1, message: `Column ${i + 1} has no name: give every column a header.` });
    else if (header.indexOf(name) !== i) {
      problems.push({ line: 1, column: name, message: `Two columns are named "${name}": rename one.` });
    }
  });
  return problems;
}

/**
 * Reads test.csv against the model's inputs. Stops the build (KitDataError) on an empty file, a duplicate or
 * blank header, a missing or extra column, a cell that is not a number in a numeric field, NaN or Inf, a row
 * of the wrong width, fewer than MIN_TEST_ROWS rows or more than MAX_TEST_ROWS; every problem is listed with its
 * line and column. The target's cells are read later (target.ts), against the model's task.
 */
export function readTestCsv(text: string, { file, model, missing = "refuse" }: ReadOptions): TestTable {
  const fail = (problems: DataProblem[]) => new KitDataError(file, problems);
  let parsed;
  try {
    parsed = csvRecords(text, MAX_TEST_ROWS + 2, TEST_CSV_LIMITS);
  } catch (error) {
    throw fail([{ message: `${(error as Error).message} Close the quote, or remove it.` }]);
  }
  const { records, total } = parsed;
  const first = records[0];
  if (!first) throw fail([{ message: "The file is empty: write a header line, then one row per held-out example." }]);
  if (first.problem !== undefined)
    throw fail([{ line: first.line, message: `The header cannot be read: ${first.problem}.` }]);
  const header = recordCells(first).map((cell) => cell.trim());
  const named = new Set(model.inputs.map((input) => input.name));
  const problems = headerProblems(header);
  const target = targetIndex(header, named);
  if (typeof target !== "number") problems.push(target);
  if (header.length < 2)
    problems.push({ line: 1, message: "test.csv needs at least one input column and the target." });
  if (problems.length > 0) throw fail(problems);
  const targetAt = target as number;
  const columns = header.filter((_, i) => i !== targetAt);
  const matched = matchInputs(columns, model.inputs);
  if (!matched.layout) throw fail(matched.problems);
  const { layout, types } = matched;

  const rowCount = total - 1;
  if (rowCount < MIN_TEST_ROWS) {
    throw fail([
      {
        message: `It has ${rowCount} row${rowCount === 1 ? "" : "s"}; the evaluation needs at least ${MIN_TEST_ROWS} held-out rows (200 or more to be worth much).`,
      },
    ]);
  }
  if (rowCount > MAX_TEST_ROWS) {
    throw fail([
      { message: `It has ${rowCount} rows; at most ${MAX_TEST_ROWS} are read: keep a random sample of them.` },
    ]);
  }

  const fields = columns.map((name, j) => {
    const type = types[j]!;
    const kind: ColumnKind =
      type === "string" ? { kind: "category" } : { kind: "number", integer: type === "int64" || type === "int32" };
    return { name, ...kind };
  });
  const rows: KitRow[] = [];
  const lines = new Int32Array(rowCount);
  const targetCells: string[] = [];
  for (const record of records.slice(1)) {
    if (record.problem !== undefined) {
      problems.push({ line: record.line, message: `The row cannot be read: ${record.problem}.` });
      continue;
    }
    const cells = recordCells(record).map((cell) => cell.trim());
    if (cells.length !== header.length) {
      problems.push({
        line: record.line,
        message: `The row has ${cells.length} cells where the header has ${header.length}: every row needs one cell per column.`,
      });
      continue;
    }
    const row: KitValue[] = [];
    cells.forEach((cell, i) => {
      if (i === targetAt) return;
      const field = fields[row.length]!;
      if (field.kind === "category") {
        if (cell === "")
          problems.push({
            line: record.line,
            column: field.name,
            message: "an empty cell: write the category's name.",
          });
        row.push(cell);
        return;
      }
      const value = readNumber(cell, field.integer, missing);
      if (typeof value === "string") problems.push({ line: record.line, column: field.name, message: value });
      row.push(typeof value === "number" ? value : Number.NaN);
    });
    lines[rows.length] = record.line;
    rows.push(row);
    targetCells.push(cells[targetAt]!);
  }
  if (problems.length > 0) throw fail(problems);
  // Only a file read without a problem: a column of bad cells is NaN too, and is reported cell by cell above.
  for (const [j, field] of fields.entries()) {
    if (field.kind === "number" && rows.every((row) => Number.isNaN(row[j]))) {
      problems.push({ column: field.name, message: "Every cell is empty: the column holds no data." });
    }
  }
  if (problems.length > 0) throw fail(problems);
  return { file, layout, fields, rows, lines, target: { column: header[targetAt]!, cells: targetCells } };
}
