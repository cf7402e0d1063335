import type { MiddlewareHandler } from "hono";

export type LogLine = (line: string) => void;

/** Writes straight to stdout: console.log formats its arguments, which costs on every request. */
export const stdoutLine: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

// Hono hands over the path percent-decoded, so "%0A" would otherwise forge a second log line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** One line per request once it is answered: `POST /api/predict 200 0.4ms`. */
export function requestLog(write: LogLine): MiddlewareHandler {
  return async function requestLog(c, next) {
    const start = performance.now();
    await next();
    const ms = performance.now() - start;
    const path = c.req.path.replace(CONTROL, encodeURIComponent);
    write(`${c.req.method} ${path} ${c.res.status} ${ms.toFixed(1)}ms`);
  };
}
