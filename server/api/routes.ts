import { type Context, Hono } from "hono";
import { compress } from "hono/compress";

import { secureResponses } from "../middleware/security-headers";
import { createRateLimiter } from "../rate-limiter";
import { corsPreflight } from "./cors";
import { health } from "./health";
import { openApiDocument } from "./openapi";
import { predict } from "./predict";
import { clientRateLimit } from "./rate-limit";
import type { ApiResponses } from "./responses";

export type ApiOptions = {
  responses: ApiResponses;
  /** For the one answer not made by `responses`: hono/cors's preflight. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Predictions per client and minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Key clients by X-Forwarded-For (set only behind a proxy that appends to it). */
  trustProxy: boolean;
  now: () => number;
};

const GET_ONLY = "GET, HEAD, OPTIONS";
const ALLOWED: Record<string, string> = {
  "/api/predict": "POST, OPTIONS",
  "/api/health": GET_ONLY,
  "/api/openapi.json": GET_ONLY,
};

/** Unmatched API requests: 405 with Allow on a known endpoint, else a JSON 404. */
export function apiFallback(responses: ApiResponses) {
  return (c: Context) => {
    const allow = ALLOWED[c.req.path.replace(/\/+$/, "")];
    if (!allow) return responses.error("not_found", "No such API endpoint. See /api/openapi.json.");
    return responses.error("method_not_allowed", `${c.req.method} is not allowed here; use ${allow}.`, {
      headers: { Allow: allow },
    });
  };
}

/**
 * The JSON API, mounted at /api: every answer is JSON, errors included. Each route matches only
 * its own method: wrong methods and unknown paths fall through to `apiFallback` (GET here, the
 * others through the app's notFound), so POST /api/predict reaches its handler alone, which Hono
 * calls without building a middleware chain.
 */
export function createApi({ responses, securityHeaders, rateLimitPerMinute, trustProxy, now }: ApiOptions) {
  const api = new Hono();
  const startedAt = now();
  const openApi = JSON.stringify(openApiDocument());
  const rateLimit =
    rateLimitPerMinute > 0
      ? clientRateLimit(createRateLimiter({ limit: rateLimitPerMinute, windowMs: 60_000, now }), trustProxy)
      : undefined;

  api.post("/predict", predict(responses, rateLimit));
  api.get("/health", health(responses, startedAt, now));
  // Only the document is worth compressing: a verdict or health answer is well under compress()'s
  // 1 KiB threshold and an error seldom reaches it, while the middleware costs every request.
  api.get("/openapi.json", compress(), () =>
    responses.jsonText(200, openApi, { "Cache-Control": "public, max-age=300" }),
  );
  api.options("*", secureResponses(securityHeaders), corsPreflight());
  api.get("*", apiFallback(responses));
  return api;
}
