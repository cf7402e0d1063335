import { modelServing } from "virtual:models";

import { createApp } from "./app";
import { nodeClientAddress } from "./node-site";
import { memoryStore } from "./rate-limit/memory-store";

// The owner's models as the build's plugin compiles them (content-pipeline/models/models-plugin.ts): Vite loads
// this module with the app's plugins, and again when a model folder changes.
const models = Object.fromEntries(
  await Promise.all(Object.entries(modelServing).map(async ([id, load]) => [id, (await load()).served] as const)),
);

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
  models,
});
