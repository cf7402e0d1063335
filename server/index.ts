import { resolve } from "node:path";

import { serve } from "@hono/node-server";

import { createApp } from "./app";
import { parseServerEnv } from "./env";
import { loadStaticFiles } from "./static-files";

const env = parseServerEnv();
const site = loadStaticFiles(resolve(import.meta.dirname, "..", env.BUILD_DIR, "client"));
const app = createApp({ site });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serving on http://localhost:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received: finishing in-flight requests, then exiting`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
