import { z } from "zod";

import { BATCH_MAX_BYTES, BATCH_MAX_ROWS } from "../batch/limits";
import { BATCH_MEDIA_TYPES, type BatchMediaType } from "./endpoint";

/**
 * What the loan demo's endpoints and the models' share: the body sizes, a batch's cost, and the texts of the errors
 * both answer alike, so that the two APIs refuse the same request in the same words.
 */
export const APPLICATION_BYTES = 16 * 1024;
// The batch's size limit, which the browser's batch scorer applies too (model/batch/limits.ts).
export const BATCH_BYTES = BATCH_MAX_BYTES;
// The 10,000 rows of the largest batch cost 50 of a client's 60 units a minute; at one unit per 100 rows that
// batch would cost 100 and never pass. A row costs the server about 4 µs, a single prediction about 50 µs.
export const BATCH_ROWS_PER_UNIT = 200;

/** A prediction endpoint's errors: the same body, limits and quota for each model. */
export const APPLICATION_ERRORS = {
  400: "Malformed JSON, or fields missing, invalid or unknown (each named in details).",
  413: `Body over ${APPLICATION_BYTES} bytes.`,
  415: "Content-Type is not application/json.",
  429: "Too many predictions from this client (one quota for every prediction endpoint).",
};

/** A batch endpoint's errors: what a file it cannot read is, then the limits, the media types and the quota. */
export function batchErrors(unreadable: string) {
  return {
    400: unreadable,
    413: `Body over ${BATCH_BYTES} bytes or over ${BATCH_MAX_ROWS} rows.`,
    415: `Content-Type is none of ${Object.keys(BATCH_MEDIA_TYPES).join(", ")}.`,
    429: "This batch's cost would overdraw the client's quota (one quota for every prediction endpoint).",
  };
}

export const verdict = (schema: z.ZodType) => ({ 200: { description: "The verdict.", schema } });

/** A batch endpoint's body: each of the batch media types, as text, with the examples given. */
export function batchContent(examples: Partial<Record<BatchMediaType, string>>) {
  const types = Object.keys(BATCH_MEDIA_TYPES) as BatchMediaType[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      { schema: z.string(), ...(examples[type] !== undefined && { example: examples[type] }) },
    ]),
  ) as Record<BatchMediaType, { schema: z.ZodString; example?: string }>;
}
