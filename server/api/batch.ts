import type { Context, MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";

import { type BatchReader, BatchTooLargeError, readBatchCsv, readBatchNdjson } from "../../model/batch/parse";
import { scoreBatchInput } from "../../model/batch/score";
import { limitBody, mediaType } from "./predict";
import { answerHeaders, errorAnswer } from "./responses";

/** 10,000 rows of the form's columns take about 0.6 MB; the dataset's, about 0.7 MB. */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;

const READERS: Record<string, (text: string) => BatchReader> = {
  "text/csv": readBatchCsv,
  "application/x-ndjson": readBatchNdjson,
  "application/ndjson": readBatchNdjson,
};
// Rows are scored and sent this many at a time, so a large batch starts arriving at once.
const CHUNK_ROWS = 2000;

const requireBatchType: MiddlewareHandler = async (c, next) => {
  if (READERS[mediaType(c.req.header("content-type")) ?? ""]) return next();
  const message = 'Send the applications as CSV ("Content-Type: text/csv") or NDJSON ("application/x-ndjson").';
  return errorAnswer(c, "unsupported_media_type", message);
};

/**
 * Scores every row with both models and streams one NDJSON line per row, in order:
 * `{"row":1,"scorecard":{…},"trained":{…}}`, or `{"row":2,"error":"Income is empty"}` for a row that
 * cannot be scored. 413 past 2 MiB or BATCH_MAX_ROWS rows; 400 for a file that cannot be read at all.
 */
async function answerBatch(c: Context): Promise<Response> {
  const read = READERS[mediaType(c.req.header("content-type")) ?? ""] ?? readBatchCsv;
  let batch: BatchReader;
  try {
    batch = read(await c.req.text());
  } catch (error) {
    const message = error instanceof Error ? error.message : "The batch could not be read.";
    return errorAnswer(c, error instanceof BatchTooLargeError ? "payload_too_large" : "invalid_body", message);
  }
  const headers = answerHeaders(c, { "Content-Type": "application/x-ndjson; charset=utf-8" });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  // Each row is read, scored and let go of in turn, so a batch's rows never pile up in memory.
  return stream(c, async (output) => {
    let lines: string[] = [];
    for (const input of batch.inputs()) {
      lines.push(JSON.stringify(scoreBatchInput(input)));
      if (lines.length === CHUNK_ROWS) {
        await output.write(`${lines.join("\n")}\n`);
        lines = [];
      }
    }
    if (lines.length > 0) await output.write(`${lines.join("\n")}\n`);
  });
}

/** POST /api/predict/batch after its rate limit: 415, then 413, then 400 or the streamed results. */
export const batchHandlers = [requireBatchType, limitBody(MAX_BATCH_BYTES), answerBatch] as const;
