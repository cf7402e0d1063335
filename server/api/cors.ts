import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

// Beyond the CORS-safelisted headers, a cross-origin script may read the rate limit's.
const EXPOSED_HEADERS = [
  "RateLimit-Policy",
  "RateLimit",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "Retry-After",
];

/**
 * The API is open to every origin: it is public and uses no cookies or credentials.
 * Answers carry these headers from the moment they are made (see apiResponses). As middleware,
 * hono/cors would set them on the response before the handler runs, and Hono then rebuilds the
 * handler's answer around a stream body: twice the work per request.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

/** Answers CORS preflight requests (OPTIONS) for the API's endpoints. */
export function corsPreflight(): MiddlewareHandler {
  return cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type"],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  });
}
