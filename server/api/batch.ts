import type { Context, MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";

import { BATCH_MEDIA_TYPES } from "#model/api/endpoint";
import type { BatchResult } from "#model/api-contract";
import { API_ENDPOINTS } from "#model/api-endpoints";
import { BatchTooLargeError } from "#model/batch/batch-lines";
import { type BatchInput, type BatchReader, readBatchCsv, readBatchNdjson } from "#model/batch/parse";
import { scoreBatchInput } from "#model/batch/score";

import { chargeRest } from "../rate-limit/middleware";
import { limitBody, mediaType } from "./predict";
import { answerHeaders, errorAnswer } from "./responses";
import { takeTurn } from "./take-turns";

// 10,000 rows of the form's columns take about 0.6 MB; the dataset's, about 0.7 MB.
const { request, quota } = API_ENDPOINTS.predictBatch;

const READ = { csv: readBatchCsv, ndjson: readBatchNdjson } as const;
// The media types the endpoint table lists, in a Map: a media type such as "constructor" or "__proto__" must find
// nothing, as it would on an object literal.
const READERS = new Map<string, (text: string) => BatchReader>(
  Object.entries(BATCH_MEDIA_TYPES).map(([type, format]) => [type, READ[format]]),
);

// Rows are sent at most this many at a time, so a large batch starts arriving at once.
export const CHUNK_ROWS = 2000;
// After this long scoring one batch, the chunk so far is sent and the event loop given back, so the
// server's other requests are answered in between (checked every CHECK_ROWS rows).
export const SLICE_MS = 2;
const CHECK_ROWS = 32;

const readerFor = (c: Context) => READERS.get(mediaType(c.req.header("content-type")) ?? "");

const requireBatchType: MiddlewareHandler = async (c, next) => {
  if (readerFor(c)) return next();
  const message =
    'Send the applications as CSV ("Content-Type: text/csv") or NDJSON ("application/x-ndjson" or "application/ndjson").';
  return errorAnswer(c, "unsupported_media_type", message);
};

/** What one batch costs in units of the rate limit (its endpoint's quota). */
export function batchCost(rows: number): number {
  return Math.max(1, Math.ceil(rows / quota.rowsPerUnit));
}

/**
 * One input row's answer line: its result, or, should scoring or serialising it throw, an error line of
 * its own, so every row gets exactly one line and no failure can cut the stream short.
 */
export function answerLine(input: BatchInput, score: (input: BatchInput) => BatchResult = scoreBatchInput): string {
  try {
    return JSON.stringify(score(input));
  } catch {
    return JSON.stringify({ row: input.row, error: "this row could not be scored" } satisfies BatchResult);
  }
}

/**
 * Writes one NDJSON line per input in chunks, giving the event loop back after each (a chunk is
 * CHUNK_ROWS rows or SLICE_MS of work, whichever comes first), and stops as soon as `gone()` says the
 * client has left.
 */
export async function writeLines(
  inputs: Iterable<BatchInput>,
  write: (text: string) => Promise<unknown>,
  gone: () => boolean,
  now: () => number = () => performance.now(),
): Promise<void> {
  let lines: string[] = [];
  let sliceStart = now();
  for (const input of inputs) {
    lines.push(answerLine(input));
    if (lines.length === CHUNK_ROWS || (lines.length % CHECK_ROWS === 0 && now() - sliceStart >= SLICE_MS)) {
      await write(`${lines.join("\n")}\n`);
      lines = [];
      await takeTurn();
      if (gone()) return;
      sliceStart = now();
    }
  }
  if (lines.length > 0) await write(`${lines.join("\n")}\n`);
}

/**
 * Scores every row with both models and streams one NDJSON line per row, in order:
 * `{"row":1,"scorecard":{…},"trained":{…}}`, or `{"row":2,"error":"Income is empty"}` for a row that
 * cannot be scored. 413 past 2 MiB or BATCH_MAX_ROWS rows; 400 for a file that cannot be read at all;
 * 429 when its cost (RateLimit-Cost) would overdraw the client's quota.
 */
async function answerBatch(c: Context): Promise<Response> {
  const read = readerFor(c) ?? readBatchCsv;
  let batch: BatchReader;
  try {
    const text = await c.req.text();
    // Reading a 2 MiB batch is a slice of work of its own: it waits for its turn like the scoring.
    await takeTurn();
    batch = read(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : "The batch could not be read.";
    return errorAnswer(c, error instanceof BatchTooLargeError ? "payload_too_large" : "invalid_body", message);
  }
  const cost = batchCost(batch.rows);
  const why = `Too many predictions: a batch of ${batch.rows} rows costs ${cost} (one per ${quota.rowsPerUnit} rows)`;
  const refused = await chargeRest(c, cost, why);
  if (refused) return refused;
  const headers = answerHeaders(c, { "Content-Type": "application/x-ndjson; charset=utf-8" });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  // Each row is read, scored and let go of in turn, so a batch's answers never pile up in memory.
  return stream(c, (output) =>
    writeLines(
      batch.inputs(),
      (text) => output.write(text),
      () => output.aborted,
    ),
  );
}

/** POST /api/predict/batch after its rate limit: 415, then 413, then 400, 429 or the streamed results. */
export const batchHandlers = [requireBatchType, limitBody(request.maxBytes), answerBatch] as const;
