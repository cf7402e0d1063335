import type { MiddlewareHandler } from "hono";

export type LogLine = (line: string) => void;

// Hono hands over the path percent-decoded, so "%0A" would otherwise forge a second log line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The one line per request, `POST /api/predict 200 0.4ms`. */
export function logLine(method: string, path: string, status: number, ms: number): string {
  return `${method} ${path.replace(CONTROL, encodeURIComponent)} ${status} ${ms.toFixed(1)}ms`;
}

/** Logs each request Hono answers, once it is answered. */
export function requestLog(write: LogLine): MiddlewareHandler {
  return async function requestLog(c, next) {
    const start = performance.now();
    await next();
    write(logLine(c.req.method, c.req.path, c.res.status, performance.now() - start));
  };
}
