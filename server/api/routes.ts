import { type Context, Hono } from "hono";
import { compress } from "hono/compress";

import { secureResponses } from "../middleware/security-headers";
import { corsPreflight } from "./cors";
import { health } from "./health";
import { openApiDocument } from "./openapi";
import { type PredictEndpoint, predictRoute } from "./predict";
import { type ApiResponses, toResponse } from "./responses";

export type ApiOptions = {
  responses: ApiResponses;
  /** For the one answer not made by `responses`: hono/cors's preflight. */
  securityHeaders: Readonly<Record<string, string>>;
  /** POST /api/predict itself, rate limit included (shared with the node listener, see app.ts). */
  predict: PredictEndpoint;
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
    if (!allow) return toResponse(responses.error("not_found", "No such API endpoint. See /api/openapi.json."));
    const message = `${c.req.method} is not allowed here; use ${allow}.`;
    return toResponse(responses.error("method_not_allowed", message, { headers: { Allow: allow } }));
  };
}

/**
 * The JSON API, mounted at /api: every answer is JSON, errors included. Each route matches only
 * its own method: wrong methods and unknown paths fall through to `apiFallback` (GET here, the
 * others through the app's notFound). On Node, POST /api/predict arrives through the node
 * listener instead (see node-listener.ts).
 */
export function createApi({ responses, securityHeaders, predict, trustProxy, now }: ApiOptions) {
  const api = new Hono();
  const startedAt = now();
  const openApi = JSON.stringify(openApiDocument());

  api.post("/predict", predictRoute(predict, trustProxy));
  api.get("/health", health(responses, startedAt, now));
  // Only the document is worth compressing: a verdict or health answer is well under compress()'s
  // 1 KiB threshold and an error seldom reaches it, while the middleware costs every request.
  api.get("/openapi.json", compress(), () =>
    toResponse(responses.jsonText(200, openApi, { "Cache-Control": "public, max-age=300" })),
  );
  api.options("*", secureResponses(securityHeaders), corsPreflight());
  api.get("*", apiFallback(responses));
  return api;
}
