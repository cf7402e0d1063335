import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { scriptlessPages, sitePages } from "./app/content/site";
import { writeCspHashes } from "./scripts/csp-hashes";
import { deferHydrationInPages } from "./scripts/defer-hydration";
import { precompress } from "./scripts/precompress";
import { writeSiteFiles } from "./scripts/site-files";
import { keeps } from "./scripts/speed-devices";

const pages = [...sitePages, "/404"];

/** Every page is prerendered to static HTML at build time, then hydrated; no server rendering. */
export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (and their test servers) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // "/404" renders the catch-all route; the server sends that page, with status 404, for unknown paths.
  prerender: pages,
  // In this order: the pages are edited first, then hashed for the CSP, then compressed as shipped.
  buildEnd: ({ reactRouterConfig }) => {
    const { buildDirectory } = reactRouterConfig;
    const clientDir = join(buildDirectory, "client");
    writeSiteFiles(clientDir);
    if (keeps("html-rewrite")) {
      deferHydrationInPages(
        clientDir,
        pages.filter((page) => !scriptlessPages.includes(page)),
      );
    }
    writeCspHashes(buildDirectory);
    precompress(clientDir);
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
