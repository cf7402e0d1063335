import type { MiddlewareHandler } from "hono";

export type LogLine = (line: string) => void;

// Hono hands over the path percent-decoded, so "%0A" would otherwise forge a second log line. Besides
// the control characters, NEL, LS and PS break lines in some log viewers, and the bidirectional controls
// (ALM, LRM, RLM, the embeddings, overrides and isolates) reorder what a terminal or viewer shows, so that
// a line reads as another (Trojan Source, CVE-2021-42574).
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// Enough for every path of the site; a longer one is someone filling the log.
export const MAX_PATH_LENGTH = 200;

/** A request's method or path for a log line: cut to MAX_PATH_LENGTH, line-breaking and direction-changing characters percent-encoded. */
export function escapeForLog(text: string): string {
  const cut = text.length > MAX_PATH_LENGTH ? `${text.slice(0, MAX_PATH_LENGTH)}…` : text;
  return cut.replace(UNSAFE, encodeURIComponent);
}

/** The one line per request, `POST /api/predict 200 0.4ms`, the path cut and escaped so it stays one short line. */
export function logLine(method: string, path: string, status: number, ms: number): string {
  return `${method} ${escapeForLog(path)} ${status} ${ms.toFixed(1)}ms`;
}

/** Logs each request Hono answers, once it is answered. */
export function requestLog(write: LogLine): MiddlewareHandler {
  return async function requestLog(c, next) {
    const start = performance.now();
    await next();
    write(logLine(c.req.method, c.req.path, c.res.status, performance.now() - start));
  };
}
