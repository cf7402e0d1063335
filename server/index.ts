import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";

import { parseServerEnv } from "./env";
import { stdoutLine } from "./middleware/request-log";
import { nodeListener } from "./node-listener";
import { loadStaticFiles } from "./static-files";

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;

const env = parseServerEnv();
const siteRoot = resolve(import.meta.dirname, "..", env.BUILD_DIR, "client");
if (!existsSync(siteRoot)) {
  throw new Error(`No built site at ${siteRoot}: run \`npm run build\` (with BUILD_DIR=${env.BUILD_DIR}) first.`);
}

const listener = nodeListener({
  site: loadStaticFiles(siteRoot),
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  trustProxy: env.TRUST_PROXY,
  log: env.LOG_REQUESTS ? stdoutLine : undefined,
});

const server = createServer(listener).listen(env.PORT, env.HOST, () => {
  const address = server.address();
  console.log(`Serving on http://localhost:${typeof address === "object" && address ? address.port : env.PORT}`);
});

/**
 * Stops accepting connections, lets in-flight requests finish, closes keep-alive sockets as soon
 * as they fall idle (a browser would otherwise hold the process open), and exits; a request
 * still running after the timeout is cut off.
 */
function shutdown(signal: string) {
  console.log(`${signal} received: finishing in-flight requests, then exiting`);
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
