import { Hono } from "hono";

import { CORS_HEADERS } from "./api/cors";
import { type PredictEndpoint, predictEndpoint } from "./api/predict";
import { clientRateLimit } from "./api/rate-limit";
import { type ApiAnswer, apiResponses, toResponse } from "./api/responses";
import { apiFallback, createApi } from "./api/routes";
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy, siteScriptHashes } from "./csp";
import { requestLog, type LogLine } from "./middleware/request-log";
import { secureResponses, securityHeaders } from "./middleware/security-headers";
import { createRateLimiter } from "./rate-limiter";
import { serveSite } from "./static";
import type { StaticFile } from "./static-files";

export type AppOptions = {
  /** The built site, path → file (see loadStaticFiles). */
  site: Map<string, StaticFile>;
  /** Predictions per client and minute; 0 turns the limit off. Default 60. */
  rateLimitPerMinute?: number;
  /** Key rate limits by X-Forwarded-For; only behind a proxy that sets it. Default false. */
  trustProxy?: boolean;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /** Where the one line per request goes; none when absent. */
  log?: LogLine;
};

/**
 * The Hono app that answers everything, and the POST /api/predict endpoint inside it (with its
 * rate limit), which the node listener also calls directly (see node-listener.ts): one endpoint,
 * so both ways in share one quota per client.
 */
export type ServerParts = {
  app: Hono;
  predict: PredictEndpoint;
  /** Whether clients are keyed by X-Forwarded-For (AppOptions.trustProxy, default applied). */
  trustProxy: boolean;
  /** The answer when something failed that was not meant to. */
  internalError: () => ApiAnswer;
};

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

export function createServerParts(options: AppOptions): ServerParts {
  const { site, rateLimitPerMinute = 60, trustProxy = false, now = Date.now, log } = options;
  const security = securityHeaders(contentSecurityPolicy(siteScriptHashes(site)));
  const apiSecurity = securityHeaders(API_CONTENT_SECURITY_POLICY);
  const responses = apiResponses({ ...apiSecurity, ...CORS_HEADERS });
  const fallback = apiFallback(responses);
  const limiter =
    rateLimitPerMinute > 0 ? createRateLimiter({ limit: rateLimitPerMinute, windowMs: 60_000, now }) : undefined;
  const predict = predictEndpoint(responses, limiter && clientRateLimit(limiter));
  const app = new Hono();

  if (log) app.use(requestLog(log));
  // API answers are made with their security headers already in them (see apiResponses);
  // the site's get theirs from secureResponses.
  app.route("/api", createApi({ responses, securityHeaders: apiSecurity, predict, trustProxy, now }));
  app.on(["GET", "HEAD"], "*", secureResponses(security), serveSite(site));

  // Whatever no route took: API requests get JSON; the site is read-only.
  app.notFound((c) => {
    if (isApiPath(c.req.path)) return fallback(c);
    const text = { "Content-Type": "text/plain; charset=utf-8" };
    if (c.req.method === "GET" || c.req.method === "HEAD") return c.body("Not Found", 404, text);
    return new Response("Method Not Allowed", { status: 405, headers: { ...security, ...text, Allow: "GET, HEAD" } });
  });
  // The last resort: no input is meant to get here, and the fuzz test holds the API to that.
  const internalError = () => responses.error("internal_error", "Something went wrong on our side.");
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return toResponse(internalError());
  });
  return { app, predict, trustProxy, internalError };
}

/** Builds the whole HTTP app as a value: tests call `app.request(...)`, only index.ts listens. */
export function createApp(options: AppOptions): Hono {
  return createServerParts(options).app;
}
