import { createApp } from "./app";
import { nodeClientAddress } from "./node-site";
import { memoryStore } from "./rate-limit/memory-store";

/**
 * The app for `npm run dev`: Vite serves the pages and hands /api/* here (see vite.config.ts), reloading
 * this module, and the app with it, whenever a file it imports changes.
 */
export const devApp = createApp({
  site: async (c) => c.text("Pages are served by Vite in development.", 404),
  scriptHashes: [],
  rateLimitStore: memoryStore({ limit: 60, windowMs: 60_000 }),
  clientAddress: nodeClientAddress(0),
  log: (line) => console.log(line),
});
