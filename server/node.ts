import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { parseServerEnv } from "./env";
import { nodeClientAddress, nodeSite } from "./node-site";
import { memoryStore } from "./rate-limit/memory-store";

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = parseServerEnv();
const buildDir = resolve(env.BUILD_DIR);
const siteRoot = resolve(buildDir, "client");
const hashesFile = resolve(buildDir, "csp-script-hashes.json");
if (!existsSync(siteRoot) || !existsSync(hashesFile)) {
  throw new Error(`No built site in ${buildDir}: run \`npm run build\` (with BUILD_DIR=${env.BUILD_DIR}) first.`);
}

const app = createApp({
  site: nodeSite(siteRoot),
  scriptHashes: JSON.parse(readFileSync(hashesFile, "utf8")) as string[],
  rateLimitStore:
    env.RATE_LIMIT_PER_MINUTE > 0 ? memoryStore({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }) : undefined,
  clientAddress: nodeClientAddress(env.TRUST_PROXY),
  // Straight to stdout: console.log formats its arguments, which costs on every request.
  log: env.LOG_REQUESTS ? (line) => process.stdout.write(`${line}\n`) : undefined,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serving on http://localhost:${info.port}`);
});

/**
 * Stops accepting connections, lets in-flight requests finish, closes keep-alive sockets as soon
 * as they fall idle (a browser would otherwise hold the process open), and exits; a request
 * still running after the timeout is cut off.
 */
function shutdown(signal: string) {
  console.log(`${signal} received: finishing in-flight requests, then exiting`);
  if (!("closeIdleConnections" in server)) return process.exit(0);
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    console.error(`Requests still running after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
