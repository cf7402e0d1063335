import type { Context } from "hono";

import type { ApiError, ApiErrorCode, FieldProblem } from "../../model/api-contract";

const STATUS = {
  invalid_json: 400,
  invalid_body: 400,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
} as const satisfies Record<ApiErrorCode, number>;

type Headers = Record<string, string>;
type Status = 200 | 503 | (typeof STATUS)[ApiErrorCode];

/** Beyond the CORS-safelisted headers, a cross-origin script may read the rate limit's. */
export const EXPOSED_HEADERS = [
  "RateLimit-Policy",
  "RateLimit",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "Retry-After",
];

/**
 * Every JSON answer is open to every origin (the API is public and uses no cookies or credentials).
 * The CORS headers are part of the answer from the start: hono/cors, which answers the preflights
 * (routes.ts), sets them on the response before the handler runs, and Hono then rebuilds the
 * handler's answer around them, which cost more than half the API's throughput on Node.
 */
const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

/** A fresh copy of the headers every JSON answer carries. */
export function jsonHeaders(): Record<string, string> {
  return { ...JSON_HEADERS };
}

/** A JSON answer of the API; not cacheable unless `headers` says otherwise. */
export function jsonAnswer(c: Context, status: Status, data: unknown, headers?: Headers): Response {
  return c.body(JSON.stringify(data), status, { ...JSON_HEADERS, ...headers });
}

/** The API's one error shape, `{ error: { code, message, details? } }`, with the code's status. */
export function errorAnswer(
  c: Context,
  code: ApiErrorCode,
  message: string,
  options: { details?: FieldProblem[]; headers?: Headers } = {},
): Response {
  const body: ApiError = { error: options.details ? { code, message, details: options.details } : { code, message } };
  return jsonAnswer(c, STATUS[code], body, options.headers);
}
