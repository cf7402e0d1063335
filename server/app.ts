import { Hono } from "hono";

import { serveSite } from "./static";
import type { StaticFile } from "./static-files";

export type AppOptions = {
  /** The built site, path → file (see loadStaticFiles). */
  site: Map<string, StaticFile>;
};

/** Builds the whole HTTP app as a value: tests call `app.request(...)`, only index.ts listens. */
export function createApp({ site }: AppOptions) {
  const app = new Hono();
  app.use(serveSite(site));
  return app;
}
