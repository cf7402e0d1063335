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

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

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
