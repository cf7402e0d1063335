import { type Context, type Handler, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";

import type { EndpointName, ModelEndpointName } from "#model/api-endpoints";
import type { ServedModel } from "#model/kit/serving/served-model";

import { apiSecurityHeaders } from "../middleware/security-headers";
import { rateLimit } from "../rate-limit/middleware";
import type { RateLimitStore } from "../rate-limit/store";
import { batchHandlers } from "./batch";
import { health } from "./health";
import { modelCard } from "./model-card";
import { modelEndpoints, modelList } from "./models";
import { type MountedEndpoint, mountedEndpoints } from "./mounted";
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
  /**
   * Whether the loan demo's endpoints are served (the predictions, the batch, the model card and the OpenAPI
   * document): off when the owner switches the demo off (site.ts's `modules`), leaving only the health check.
   */
  loanDemo?: boolean;
  /**
   * The owner's models the build compiled (app/content/models/<id>/), by id: each gets its endpoints
   * (/api/models/<id>/…); none, and the model kit has no endpoint at all.
   */
  models?: Readonly<Record<string, ServedModel>>;
};

/** What each endpoint's path allows: its method (GET with HEAD), and the CORS preflight. */
function allowedMethods(endpoints: readonly MountedEndpoint[]): Record<string, string> {
  return Object.fromEntries(
    endpoints.map(({ path, endpoint: { method } }) => [
      path,
      method === "GET" ? "GET, HEAD, OPTIONS" : `${method}, OPTIONS`,
    ]),
  );
}

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
 * `documented`: whether the 404 may point at the OpenAPI document (not with the demo off).
 */
function fallback(allowed: Record<string, string>, documented: boolean) {
  const notFound = documented ? "No such API endpoint. See /api/openapi.json." : "No such API endpoint.";
  return (c: Context) => {
    const path = c.req.path;
    const endpoint = path.replace(/\/+$/, "");
    if (endpoint !== path && allowed[endpoint]) {
      return errorAnswer(c, "not_found", `No such API endpoint: API paths end without a slash (${endpoint}).`);
    }
    const allow = allowed[path];
    if (!allow) return errorAnswer(c, "not_found", notFound);
    const message = `${c.req.method} is not allowed here; use ${allow}.`;
    return errorAnswer(c, "method_not_allowed", message, { headers: { Allow: allow } });
  };
}

/**
 * The JSON API: every answer is JSON, errors included. Each endpoint of API_ENDPOINTS is mounted at its
 * path for its method only (a model's, at each model's path), behind the quota when it declares one, with its
 * handlers below; wrong methods and unknown paths fall through to `fallback`. Paths are full ones: this app is
 * mounted at the root.
 */
export function createApi(options: ApiOptions) {
  const { rateLimitStore, clientAddress, now, isDraining, compress: compressing } = options;
  const { loanDemo = true, models = {} } = options;
  const api = new Hono();
  const mounted = mountedEndpoints(loanDemo, models);

  // Only the document is worth compressing: a verdict or health answer is well under compress()'s 1 KiB threshold.
  const compressDocument: MiddlewareHandler = compressing ? compress() : (_c, next) => next();
  let openApi: object | undefined;
  const document = () => (openApi ??= openApiDocument(mounted));
  // Every endpoint's handlers (a model's: modelEndpoints, per model): TypeScript refuses an entry without them.
  const handlers: Record<Exclude<EndpointName, ModelEndpointName>, readonly [Handler, ...Handler[]]> = {
    predict: predictHandlers("predict"),
    predictTrained: predictHandlers("predictTrained"),
    predictBoth: predictHandlers("predictBoth"),
    predictBatch: batchHandlers,
    health: [health(now(), now, isDraining, loanDemo)],
    model: [modelCard],
    models: [modelList(models)],
    openapi: [compressDocument, (c) => jsonAnswer(c, 200, document(), { "Cache-Control": "public, max-age=300" })],
  };
  const perModel = new Map(Object.values(models).map((model) => [model.spec.id, modelEndpoints(model)]));
  const handlersOf = ({ name, model }: MountedEndpoint): readonly [Handler, ...Handler[]] =>
    model ? perModel.get(model.spec.id)![name as ModelEndpointName] : handlers[name as keyof typeof handlers];
  // One quota per client across every model; a request costs one unit (a batch, more), whichever endpoint it asks.
  const quota = rateLimitStore && rateLimit(rateLimitStore, clientAddress);

  api.options("/api", apiSecurityHeaders, preflight);
  api.options("/api/*", apiSecurityHeaders, preflight);
  for (const each of mounted) {
    const { endpoint, path } = each;
    if (quota && endpoint.quota) api.on(endpoint.method, path, quota);
    api.on(endpoint.method, path, ...handlersOf(each));
  }
  const unmatched = fallback(
    allowedMethods(mounted),
    mounted.some(({ name }) => name === "openapi"),
  );
  api.all("/api", unmatched);
  api.all("/api/*", unmatched);
  return api;
}
