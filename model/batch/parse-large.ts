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
  const lines = recordLines(text);
  const header = lines[0];
  if (header === undefined) throw new Error("The file is empty.");
  const { columns } = parseBatchCsv(header);
  const total = lines.length - 1;
  if (total > maxRows) {
    throw new BatchRowLimitError(`The file has ${total} rows; at most ${maxRows} are scored at once here.`);
  }
  function* chunks(): Generator<BatchInput[]> {
    for (let start = 1; start < lines.length; start += chunkRows) {
      const text = [header, ...lines.slice(start, start + chunkRows)].join("\n");
      const { inputs } = parseBatchCsv(text);
      for (const input of inputs) input.row += start - 1;
      yield inputs;
    }
  }
  return { columns, total, chunks };
}

/**
 * Each record of the file as one line of CSV text, blank lines left out, as csvRecords reads them. Without a
 * quote in the file (the usual case) a record is a line, so the text is only split; otherwise csvRecords
 * finds the records (a quoted cell may hold a line break) and each is written back as one line.
 */
function recordLines(text: string): string[] {
  if (text.includes('"')) return Array.from(csvRecords(text), (record) => csvLine(record.cells));
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines: string[] = [];
  for (const line of body.split("\n")) {
    const trimmed = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (trimmed !== "") lines.push(trimmed);
  }
  return lines;
}
