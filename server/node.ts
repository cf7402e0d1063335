import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";

import { getRequestListener } from "@hono/node-server";

import type { ServedModel } from "#model/kit/serving/served-model";

import { createApp } from "./app";
import { capConnectionsPerClient } from "./connections/per-client";
import { limitPipelining } from "./connections/pipelining";
import { cutStalledWriters } from "./connections/stalled-writes";
import { parseServerEnv } from "./env";
import { nodeClientAddress, nodeSite } from "./node-site";
import { memoryStore } from "./rate-limit/memory-store";

// After SIGTERM, answers say `Connection: close` and health says 503 for this long before the server
// stops accepting, so keep-alive clients and load balancers move on without a request lost.
const DRAIN_GRACE_MS = 1_000;
// In-flight requests then get this long to finish before the process exits anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = parseServerEnv();
const buildDir = resolve(env.BUILD_DIR);
const siteRoot = resolve(buildDir, "client");
const hashesFile = resolve(buildDir, "csp-script-hashes.json");
// The image sources the pages use (scripts/build/csp-hashes.ts); a build from before it had none listed.
const imageSourcesFile = resolve(buildDir, "csp-image-sources.json");
// The owner's modules as the build recorded them (scripts/build/site-modules.ts): the demo's API only with the demo.
const modulesFile = resolve(buildDir, "site-modules.json");
const modules = existsSync(modulesFile)
  ? (JSON.parse(readFileSync(modulesFile, "utf8")) as { loanDemo?: boolean; webAssemblyPaths?: string[] })
  : {};
// The owner's models as the build compiled them (content-pipeline/models/serving-file.ts): their API, if any.
const modelsFile = resolve(buildDir, "kit-models.json");
const models = existsSync(modelsFile)
  ? (JSON.parse(readFileSync(modelsFile, "utf8")) as Record<string, ServedModel>)
  : {};
if (!existsSync(siteRoot) || !existsSync(hashesFile)) {
  throw new Error(`No built site in ${buildDir}: run \`npm run build\` (with BUILD_DIR=${env.BUILD_DIR}) first.`);
}

// A closed stdout (a log pipe that went away) must not take the server down: the lines are lost, not the requests.
process.stdout.on("error", () => {});
let draining = false;

const app = createApp({
  site: nodeSite(siteRoot),
  scriptHashes: JSON.parse(readFileSync(hashesFile, "utf8")) as string[],
  imageSources: existsSync(imageSourcesFile) ? (JSON.parse(readFileSync(imageSourcesFile, "utf8")) as string[]) : [],
  rateLimitStore:
    env.RATE_LIMIT_PER_MINUTE > 0 ? memoryStore({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }) : undefined,
  clientAddress: nodeClientAddress(env.TRUST_PROXY),
  // Straight to stdout: console.log formats its arguments, which costs on every request.
  log: env.LOG_REQUESTS ? (line) => process.stdout.write(`${line}\n`) : undefined,
  isDraining: () => draining,
  loanDemo: modules.loanDemo !== false,
  models,
  webAssemblyPaths: modules.webAssemblyPaths,
});

// Slow clients: Node cuts a connection whose headers or whole request take too long (checked every
// second), closes idle keep-alive connections, and refuses connections past the caps.
const server = createServer({
  headersTimeout: env.HEADERS_TIMEOUT_MS,
  requestTimeout: env.REQUEST_TIMEOUT_MS,
  keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
});
server.maxConnections = env.MAX_CONNECTIONS;
// Behind a proxy every connection is the proxy's, and the proxy caps each client's (deploy/nginx.conf).
const clients = env.TRUST_PROXY === 0 ? capConnectionsPerClient(server, env.MAX_CONNECTIONS_PER_CLIENT) : undefined;
// @hono/node-server's listener, behind a cap on the requests one connection has waiting; a client that
// floods a connection with more is shut out for a while.
const answer = limitPipelining(getRequestListener(app.fetch, { hostname: env.HOST }), { onExcess: clients?.shutOut });
server.on("request", (request, response) => {
  // While draining, every answer closes its connection, so keep-alive clients open their next one elsewhere.
  if (draining) response.setHeader("Connection", "close");
  answer(request, response);
});
// A client that stops reading: once its socket's buffers are full, nothing more is written, and after
// STALL_TIMEOUT_MS without a byte of its answers leaving the socket is destroyed, whatever it sends meanwhile
// (connections/stalled-writes.ts), which also aborts the batch being scored for it. Node's own timeout cuts a
// connection with no byte moving either way. An idle keep-alive connection is governed by
// KEEP_ALIVE_TIMEOUT_MS instead.
server.setTimeout(env.STALL_TIMEOUT_MS);
cutStalledWriters(server, env.STALL_TIMEOUT_MS);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  console.log(`Serving on http://localhost:${typeof address === "object" && address ? address.port : env.PORT}`);
});

/**
 * Drains, then stops: answers announce the shutdown for DRAIN_GRACE_MS, then the server stops
 * accepting, lets in-flight requests finish, closes keep-alive sockets as they fall idle, and exits
 * with `code`; a request still running after SHUTDOWN_TIMEOUT_MS is cut off.
 */
function shutdown(reason: string, code: number) {
  if (draining) return;
  draining = true;
  console.log(`${reason}: finishing in-flight requests, then exiting`);
  setTimeout(() => {
    server.close((error) => process.exit(error ? 1 : code));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }, DRAIN_GRACE_MS).unref();
  setTimeout(() => {
    console.error(`Requests still running after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
    process.exit(1);
  }, DRAIN_GRACE_MS + SHUTDOWN_TIMEOUT_MS).unref();
}

process.once("SIGTERM", () => shutdown("SIGTERM received", 0));
process.once("SIGINT", () => shutdown("SIGINT received", 0));
// A bug that escaped every handler leaves the process in an unknown state: log it, drain, exit 1, and
// let the supervisor start a fresh one (docs/deploy.md, "Under a supervisor"; docs/security.md, "Crashes").
process.on("uncaughtException", (error) => {
  console.error("Uncaught exception:", error);
  shutdown("Uncaught exception", 1);
});
process.on("unhandledRejection", (reason) => {
  console.error("Unhandled rejection:", reason);
  shutdown("Unhandled rejection", 1);
});
