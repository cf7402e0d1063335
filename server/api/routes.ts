import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";

import { API_PATHS } from "#model/api-contract";

import { apiSecurityHeaders } from "../middleware/security-headers";
import { rateLimit } from "../rate-limit/middleware";
import type { RateLimitStore } from "../rate-limit/store";
import { batchHandlers } from "./batch";
import { health } from "./health";
import { openApiDocument } from "./openapi";
import { predictHandlers } from "./predict";
import { errorAnswer, EXPOSED_HEADERS, jsonAnswer } from "./responses";

export type ApiOptions = {
  /** Per-client limit on predictions; none when absent. */
  rateLimitStore?: RateLimitStore;
  clientAddress: (c: Context) => string;
  now: () => number;
  isDraining: () => boolean;
  /**
   * Whether the app compresses the OpenAPI document itself: on Node, yes; on Workers, no, because the
   * platform compresses every answer and would compress a gzip answer again (gzip inside gzip).
   */
  compress: boolean;
};

const GET_ONLY = "GET, HEAD, OPTIONS";
const ALLOWED: Record<string, string> = {
  [API_PATHS.predict]: "POST, OPTIONS",
  [API_PATHS.predictTrained]: "POST, OPTIONS",
  [API_PATHS.predictBoth]: "POST, OPTIONS",
  [API_PATHS.predictBatch]: "POST, OPTIONS",
  [API_PATHS.health]: GET_ONLY,
  [API_PATHS.openApi]: GET_ONLY,
};

// CORS preflights, for every API path (the answers themselves carry their CORS headers: responses.ts).
const preflight = cors({
  origin: "*",
  allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
  allowHeaders: ["Content-Type"],
  exposeHeaders: EXPOSED_HEADERS,
  maxAge: 86_400,
});

/**
 * Unmatched API requests: 405 with Allow on a known endpoint, else a JSON 404, which names the endpoint
 * when the path is one with a slash added (routes match exactly, as the OpenAPI document lists them).
 */
function fallback(c: Context) {
  const path = c.req.path;
  const endpoint = path.replace(/\/+$/, "");
  if (endpoint !== path && ALLOWED[endpoint]) {
    return errorAnswer(c, "not_found", `No such API endpoint: API paths end without a slash (${endpoint}).`);
  }
  const allow = ALLOWED[path];
  if (!allow) return errorAnswer(c, "not_found", "No such API endpoint. See /api/openapi.json.");
  const message = `${c.req.method} is not allowed here; use ${allow}.`;
  return errorAnswer(c, "method_not_allowed", message, { headers: { Allow: allow } });
}

/**
 * The JSON API: every answer is JSON, errors included. Each route matches only its own method;
 * wrong methods and unknown paths fall through to `fallback`. Paths are the full ones of
 * API_PATHS: this app is mounted at the root.
 */
export function createApi({ rateLimitStore, clientAddress, now, isDraining, compress: compressing }: ApiOptions) {
  const api = new Hono();
  const openApi = openApiDocument();

  api.options("/api", apiSecurityHeaders, preflight);
  api.options("/api/*", apiSecurityHeaders, preflight);
  // One quota per client across both models; a request costs one unit, whichever endpoint it asks.
  const predictPaths = [API_PATHS.predict, API_PATHS.predictTrained, API_PATHS.predictBoth, API_PATHS.predictBatch];
  if (rateLimitStore) api.on("POST", predictPaths, rateLimit(rateLimitStore, clientAddress));
  api.post(API_PATHS.predict, ...predictHandlers("scorecard"));
  api.post(API_PATHS.predictTrained, ...predictHandlers("trained"));
  api.post(API_PATHS.predictBoth, ...predictHandlers("both"));
  api.post(API_PATHS.predictBatch, ...batchHandlers);
  api.get(API_PATHS.health, health(now(), now, isDraining));
  // Only the document is worth compressing: a verdict or health answer is well under compress()'s 1 KiB threshold.
  const compressDocument: MiddlewareHandler = compressing ? compress() : (_c, next) => next();
  api.get(API_PATHS.openApi, compressDocument, (c) =>
    jsonAnswer(c, 200, openApi, { "Cache-Control": "public, max-age=300" }),
  );
  api.all("/api", fallback);
  api.all("/api/*", fallback);
  return api;
}
