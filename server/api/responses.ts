import type { ApiError, ApiErrorCode, FieldProblem } from "./schemas";

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

type HeaderMap = Record<string, string>;

/**
 * One answer of the API, before any transport: Hono turns it into a Response (`toResponse`),
 * the node listener writes it to the socket as it is (see node-listener.ts). No Content-Length:
 * each transport sets it.
 */
export type ApiAnswer = { status: number; headers: Readonly<HeaderMap>; body: string };

/** The API's answers are all made here (bar the CORS preflight), so each carries the same headers. */
export type ApiResponses = {
  /** `data` as JSON. Not cacheable unless `headers` says otherwise. */
  json(status: number, data: unknown, headers?: HeaderMap): ApiAnswer;
  /** An already serialised JSON body. */
  jsonText(status: number, body: string, headers?: HeaderMap): ApiAnswer;
  /** The one error shape: `{ error: { code, message, details? } }`, with the code's status. */
  error(code: ApiErrorCode, message: string, options?: { details?: FieldProblem[]; headers?: HeaderMap }): ApiAnswer;
};

/**
 * Builds the API's answers with all their headers at once, from `baseHeaders` (security and
 * CORS headers, computed at start-up) as one plain object, shared by every answer that adds none.
 */
export function apiResponses(baseHeaders: Readonly<HeaderMap>): ApiResponses {
  const base: HeaderMap = Object.freeze({
    ...baseHeaders,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });

  function jsonText(status: number, body: string, headers?: HeaderMap): ApiAnswer {
    return { status, headers: headers ? { ...base, ...headers } : base, body };
  }

  function json(status: number, data: unknown, headers?: HeaderMap): ApiAnswer {
    return jsonText(status, JSON.stringify(data), headers);
  }

  function error(code: ApiErrorCode, message: string, options: { details?: FieldProblem[]; headers?: HeaderMap } = {}) {
    const body: ApiError = { error: options.details ? { code, message, details: options.details } : { code, message } };
    return json(STATUS[code], body, options.headers);
  }

  return { json, jsonText, error };
}

/**
 * The answer as a fetch Response, for Hono. The headers go in as one plain object: @hono/node-server
 * writes such a response with a single writeHead (the shared object is safe to hand over: neither
 * Hono nor the adapter writes to it), where adding headers afterwards would cost a Headers object.
 */
export function toResponse({ status, headers, body }: ApiAnswer): Response {
  return new Response(body, { status, headers: headers as HeaderMap });
}
