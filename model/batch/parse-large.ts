import { csvRecords } from "./csv";
import { csvLine } from "./csv-write";
import { BATCH_MAX_ROWS, type BatchColumns, type BatchInput, parseBatchCsv } from "./parse";

/** A batch CSV read in chunks: its columns, its number of data rows, and the rows chunk by chunk. */
export type ChunkedBatch = { columns: BatchColumns; total: number; chunks: () => Generator<BatchInput[]> };

/** Thrown for a file past the caller's row limit; the message says so in words. */
export class BatchRowLimitError extends Error {}

/**
 * parseBatchCsv for files past its BATCH_MAX_ROWS (the browser scores up to `maxRows`), in chunks of
 * `chunkRows` data rows so a caller can report progress between them. The header is checked, and the rows
 * counted, before any row is read: the same messages as parseBatchCsv's (an empty file, a header that lacks
 * columns, a quote never closed, with its line). Each chunk is read by parseBatchCsv itself, so a row reads
 * exactly as the API reads it; `row` counts data rows from 1 across the whole file.
 */
export function parseLargeBatchCsv(text: string, maxRows: number, chunkRows = 2_000): ChunkedBatch {
  if (chunkRows < 1 || chunkRows > BATCH_MAX_ROWS) throw new RangeError(`chunkRows must be 1 to ${BATCH_MAX_ROWS}`);
  const records = [...csvRecords(text)];
  const first = records[0];
  if (first === undefined) throw new Error("The file is empty.");
  const header = csvLine(first.cells);
  const { columns } = parseBatchCsv(header);
  const total = records.length - 1;
  if (total > maxRows) {
    throw new BatchRowLimitError(`The file has ${total} rows; at most ${maxRows} are scored at once here.`);
  }
  function* chunks(): Generator<BatchInput[]> {
    for (let start = 1; start < records.length; start += chunkRows) {
      const lines = [header];
      for (const record of records.slice(start, start + chunkRows)) lines.push(csvLine(record.cells));
      const offset = start - 1;
      yield parseBatchCsv(lines.join("\n")).inputs.map((input) => ({ ...input, row: input.row + offset }));
    }
  }
  return { columns, total, chunks };
}
