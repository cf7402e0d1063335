import type { Context, MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";

import { BatchTooLargeError, parseBatchCsv, parseBatchNdjson, type ParsedBatch } from "../../model/batch/parse";
import { scoreBatchInput } from "../../model/batch/score";
import { limitBody, mediaType } from "./predict";
import { answerHeaders, errorAnswer } from "./responses";

/** 10,000 rows of the form's columns take about 0.6 MB; the dataset's, about 0.7 MB. */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;

const PARSERS: Record<string, (text: string) => ParsedBatch> = {
  "text/csv": parseBatchCsv,
  "application/x-ndjson": parseBatchNdjson,
  "application/ndjson": parseBatchNdjson,
};
// Rows are scored and sent this many at a time, so a large batch starts arriving at once.
const CHUNK_ROWS = 500;

const requireBatchType: MiddlewareHandler = async (c, next) => {
  if (PARSERS[mediaType(c.req.header("content-type")) ?? ""]) return next();
  const message = 'Send the applications as CSV ("Content-Type: text/csv") or NDJSON ("application/x-ndjson").';
  return errorAnswer(c, "unsupported_media_type", message);
};

/**
 * Scores every row with both models and streams one NDJSON line per row, in order:
 * `{"row":1,"scorecard":{…},"trained":{…}}`, or `{"row":2,"error":"Income is empty"}` for a row that
 * cannot be scored. 413 past 2 MiB or BATCH_MAX_ROWS rows; 400 for a file that cannot be read at all.
 */
async function answerBatch(c: Context): Promise<Response> {
  const parse = PARSERS[mediaType(c.req.header("content-type")) ?? ""] ?? parseBatchCsv;
  let batch: ParsedBatch;
  try {
    batch = parse(await c.req.text());
  } catch (error) {
    const message = error instanceof Error ? error.message : "The batch could not be read.";
    return errorAnswer(c, error instanceof BatchTooLargeError ? "payload_too_large" : "invalid_body", message);
  }
  const headers = answerHeaders(c, { "Content-Type": "application/x-ndjson; charset=utf-8" });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return stream(c, async (output) => {
    for (let start = 0; start < batch.inputs.length; start += CHUNK_ROWS) {
      const lines = batch.inputs
        .slice(start, start + CHUNK_ROWS)
        .map((input) => JSON.stringify(scoreBatchInput(input)));
      await output.write(`${lines.join("\n")}\n`);
    }
  });
}

/** POST /api/predict/batch after its rate limit: 415, then 413, then 400 or the streamed results. */
export const batchHandlers = [requireBatchType, limitBody(MAX_BATCH_BYTES), answerBatch] as const;
