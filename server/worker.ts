import { env } from "cloudflare:workers";
import imageSources from "virtual:csp-image-sources";
import scriptHashes from "virtual:csp-script-hashes";
import servedModels from "virtual:kit-models";
import siteModules from "virtual:site-modules";

import { createApp } from "./app";
import { workersStore } from "./rate-limit/workers-store";
import { workerSite } from "./worker-site";

// The `simple` settings of the RATE_LIMITER binding in wrangler.jsonc, which the binding cannot report.
const RATE_LIMIT = { limit: 60, windowSeconds: 60 };

/**
 * The app on Cloudflare Workers, built once per isolate: every request comes here first
 * (`run_worker_first`), the site from the static assets binding, the prediction quota on the Rate
 * Limiting binding, per address Cloudflare saw (CF-Connecting-IP: set on every request that comes
 * through Cloudflare, and clients cannot forge it). Workers Logs record each request, so no log line.
 */
const app = createApp({
  site: workerSite(env.ASSETS),
  scriptHashes,
  imageSources,
  rateLimitStore: workersStore(env.RATE_LIMITER, RATE_LIMIT),
  clientAddress: (c) => c.req.header("cf-connecting-ip") ?? "unknown",
  // Workers compress every answer themselves; compressing here too would send gzip inside gzip.
  compress: false,
  loanDemo: siteModules.loanDemo !== false,
  models: servedModels,
  webAssemblyPaths: siteModules.webAssemblyPaths,
});

// A Worker's fetch handler is its module's default export; Hono's app is one.
export default app;
