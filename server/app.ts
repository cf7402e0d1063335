import { type Context, Hono } from "hono";

import type { ServedModel } from "#model/kit/serving/served-model";

import { errorAnswer } from "./api/responses";
import { createApi } from "./api/routes";
import { matchesPaths, siteContentSecurityPolicy } from "./csp";
import { escapeForLog, requestLog, type LogLine } from "./middleware/request-log";
import { securityHeaders, siteSecurityHeaders } from "./middleware/security-headers";
import type { RateLimitStore } from "./rate-limit/store";

/**
 * Answers a GET or HEAD for a site path: the built file, with its ETag and the conditional and range
 * requests RFC 9110 defines for it, or the prerendered 404 page with status 404. Each runtime brings its
 * own (node-site.ts, worker-site.ts, where the Workers assets binding does the same).
 */
export type SiteHandler = (c: Context) => Promise<Response>;

export type AppOptions = {
  site: SiteHandler;
  /** The CSP source expressions ('sha256-…') of the site's inline scripts, computed by the build. */
  scriptHashes: readonly string[];
  /** The image sources beyond 'self' that the built pages use (origins, "data:"), found by the build; none if absent. */
  imageSources?: readonly string[];
  /** Per-client limit on predictions; no limit when absent. */
  rateLimitStore?: RateLimitStore;
  /** The client's address, for the rate limit: each runtime knows its own. */
  clientAddress: (c: Context) => string;
  /** Where the one line per request goes; none when absent. */
  log?: LogLine;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /** True once the process is shutting down: health answers 503 so load balancers stop sending. */
  isDraining?: () => boolean;
  /** Whether the app compresses its own answers (Node); false where the platform does it (Workers). */
  compress?: boolean;
  /** Whether the loan demo's API is served; the build records the owner's choice (scripts/build/site-modules.ts). */
  loanDemo?: boolean;
  /** The owner's models the build compiled, by id (content-pipeline/models/serving-file.ts): their API. */
  models?: Readonly<Record<string, ServedModel>>;
  /**
   * The paths whose pages may run WebAssembly (the search page, Pagefind's folder), as the build records them
   * (scripts/build/site-modules.ts): only these get 'wasm-unsafe-eval' in their CSP.
   */
  webAssemblyPaths?: readonly string[];
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * The whole HTTP app as a value, the same on every runtime: tests call `app.request`, node.ts
 * listens with it, worker.ts exports it.
 */
export function createApp(options: AppOptions) {
  const { site, scriptHashes, imageSources, rateLimitStore, clientAddress, log, now = Date.now } = options;
  const { isDraining = () => false } = options;
  const { loanDemo = true, models = {}, webAssemblyPaths = [] } = options;
  const compress = options.compress ?? true;
  const app = new Hono();
  const siteHeaders = siteSecurityHeaders(siteContentSecurityPolicy(scriptHashes, imageSources));
  // Every answer under these paths keeps the whole CSP, scripts included: Pagefind starts its worker from a script
  // there, and a worker runs under the policy of its script's own answer, not the page's.
  const webAssemblyHeaders = securityHeaders(
    siteContentSecurityPolicy(scriptHashes, imageSources, { webAssembly: true }),
  );

  if (log) app.use(requestLog(log));
  // The API's answers carry their security headers from the start (api/responses.ts); a document of the site carries
  // them all, a script, a style, an image or a font only X-Content-Type-Options.
  app.use((c, next) => {
    if (isApiPath(c.req.path)) return next();
    return (matchesPaths(c.req.path, webAssemblyPaths) ? webAssemblyHeaders : siteHeaders)(c, next);
  });
  app.route("/", createApi({ rateLimitStore, clientAddress, now, isDraining, compress, loanDemo, models }));
  // Hashed assets never change; HTML is revalidated on every visit. Each site answers conditional requests
  // with the ETags of its files (per encoding), made once from the build: no answer is hashed as it is sent.
  app.get("*", async (c) => {
    const response = await site(c);
    const found = response.ok || response.status === 304;
    const cacheControl = c.req.path.startsWith("/assets/") && found ? IMMUTABLE : REVALIDATE;
    response.headers.set("Cache-Control", cacheControl);
    return response;
  });

  // Whatever no route took: another method on a site path (the API's own fallback takes /api/*).
  app.notFound((c) => {
    const text = { "Content-Type": "text/plain; charset=utf-8" };
    return c.body("Method Not Allowed", 405, { ...text, Allow: "GET, HEAD" });
  });
  // The last resort: no input is meant to get here, and the fuzz test holds the API to that.
  app.onError((error, c) => {
    console.error(`${escapeForLog(c.req.method)} ${escapeForLog(c.req.path)} failed:`, error);
    return errorAnswer(c, "internal_error", "Something went wrong on our side.");
  });
  return app;
}
