import type { Context } from "hono";

import type { ApiError, ApiErrorCode, FieldProblem } from "#model/api-contract";

import { API_SECURITY_HEADERS } from "../middleware/security-headers";

declare module "hono" {
  interface ContextVariableMap {
    /** Headers a middleware wants on the answer (the rate limit's), merged in as the answer is made. */
    answerHeaders?: Record<string, string>;
  }
}

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
  "RateLimit-Cost",
  "Retry-After",
];

/**
 * Every JSON answer is open to every origin (the API is public and uses no cookies or credentials).
 * Its CORS and security headers are part of it from the start, one plain object: hono/cors (which
 * answers the preflights, routes.ts) would set them on the response before the handler runs, and
 * Hono would then rebuild the answer around them; hono/secure-headers sets them on the finished
 * answer. On Node those cost over half the API's throughput (measured: docs/architecture.md, "Hand-written
 * where Hono's middleware cost too much").
 */
const JSON_HEADERS = {
  ...API_SECURITY_HEADERS,
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

/** The headers of a JSON answer to this request: the API's own, a middleware's (answerHeaders), then `headers`. */
export function answerHeaders(c: Context, headers?: Headers): Record<string, string> {
  const extra = c.get("answerHeaders");
  return extra || headers ? { ...JSON_HEADERS, ...extra, ...headers } : JSON_HEADERS;
}

/**
 * A JSON answer of the API; not cacheable unless `headers` says otherwise. A Response made with a plain
 * header object, not `c.body`: Hono's helper copies two or more headers into a fetch Headers object,
 * where @hono/node-server writes a plain object straight to the socket.
 */
export function jsonAnswer(c: Context, status: Status, data: unknown, headers?: Headers): Response {
  return new Response(JSON.stringify(data), { status, headers: answerHeaders(c, headers) });
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
