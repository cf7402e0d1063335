import type { z } from "zod";

import { checkSize, ndjsonLines } from "../../batch/batch-lines";
import { csvRecords, recordCells } from "../../batch/csv";
import { BATCH_MAX_ROWS, jsonDepthExceeds, MAX_JSON_DEPTH, MAX_LINE_CHARS, tooLong } from "../../batch/limits";
import type { KitRow, KitValue } from "../types";
import { readKitCells, validateKitInput } from "./request";
import type { KitSpec } from "./served-model";

/** One batch row: its values, or why it cannot be scored. `row` counts data rows from 1. */
export type KitBatchInput = { row: number; values: KitRow } | { row: number; reason: string };

/** A batch whose shape is checked: how many rows, and its rows read one at a time. */
export type KitBatchReader = { rows: number; inputs: () => Generator<KitBatchInput> };

/**
 * A CSV whose header holds every field of the model (in any order; other columns, such as test.csv's target,
 * are ignored), under the same limits as the loan demo's batch (model/batch/limits.ts). Throws, before any row
 * is read, for a file that cannot be read or has more than `maxRows` rows; a row that cannot be scored keeps its
 * reason, naming the field.
 */
export function readKitBatchCsv(spec: KitSpec, text: string, maxRows = BATCH_MAX_ROWS): KitBatchReader {
  const { records, total } = csvRecords(text, maxRows + 1);
  const first = records[0];
  if (!first) throw new Error("The file is empty.");
  if (first.problem !== undefined) throw new Error(`The header cannot be read: ${first.problem}.`);
  const header = recordCells(first).map((cell) => cell.trim());
  const names = spec.fields.map((field) => field.name);
  const missing = names.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `The header lacks ${missing.join(", ")}: the columns are the model's fields (${names.join(", ")}).`,
    );
  }
  const rows = total - 1;
  checkSize(rows, maxRows);
  const sources = names.map((name) => header.indexOf(name));
  function* inputs(): Generator<KitBatchInput> {
    for (let row = 1; row <= rows; row++) {
      const record = records[row]!;
      if (record.problem !== undefined) {
        yield { row, reason: record.problem };
        continue;
      }
      const cells = recordCells(record);
      const values = readKitCells(
        spec,
        sources.map((index) => cells[index]),
      );
      yield typeof values === "string" ? { row, reason: values } : { row, values };
    }
  }
  return { rows, inputs };
}

/** One NDJSON line: a JSON object with the model's fields, as the predict endpoint takes it. */
function readLine(spec: KitSpec, schema: z.ZodType<Record<string, KitValue | null>>, line: string): KitRow | string {
  if (line.length > MAX_LINE_CHARS) return tooLong("line", line.length, MAX_LINE_CHARS);
  if (jsonDepthExceeds(line, MAX_JSON_DEPTH)) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  const result = validateKitInput(spec, schema, value);
  if (result.success) return result.row;
  const first = result.details[0]!;
  const more = result.details.length > 1 ? ` (and ${result.details.length - 1} more)` : "";
  return `${first.field}: ${first.message}${more}`;
}

/** NDJSON: one input per non-blank line, each read as the predict endpoint reads a body. */
export function readKitBatchNdjson(
  spec: KitSpec,
  schema: z.ZodType<Record<string, KitValue | null>>,
  text: string,
  maxRows = BATCH_MAX_ROWS,
): KitBatchReader {
  const lines = ndjsonLines(text, maxRows);
  function* inputs(): Generator<KitBatchInput> {
    for (let index = 0; index < lines.length; index++) {
      const values = readLine(spec, schema, lines[index]!);
      yield typeof values === "string" ? { row: index + 1, reason: values } : { row: index + 1, values };
    }
  }
  return { rows: lines.length, inputs };
}
