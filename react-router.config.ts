import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { writeCspHashes } from "./scripts/csp-hashes";
import { deferHydrationInPages } from "./scripts/defer-hydration";
import { importWithContent } from "./scripts/import-with-content";
import { precompress } from "./scripts/precompress";
import type * as SiteFiles from "./scripts/site-files";
import type * as SitePages from "./scripts/site-pages";
import { keeps } from "./scripts/speed-devices";

// Through Vite, so that a CONTENT_DIR build sees its own content: the pages depend on it (publications).
const sitePages = () => importWithContent<typeof SitePages>("scripts/site-pages.ts");

/** Every page is prerendered to static HTML at build time, then hydrated; no server rendering. */
export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (and their test servers) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // "/404" renders the catch-all route; the server sends that page, with status 404, for unknown paths.
  prerender: async () => [...(await sitePages()).pagesWithContent, "/404"],
  // In this order: the pages are edited first, then hashed for the CSP, then compressed as shipped.
  buildEnd: async ({ reactRouterConfig }) => {
    const { buildDirectory } = reactRouterConfig;
    const clientDir = join(buildDirectory, "client");
    // Through Vite, so that a CONTENT_DIR build writes its own content into these files too.
    const { writeSiteFiles } = await importWithContent<typeof SiteFiles>("scripts/site-files.ts");
    writeSiteFiles(clientDir);
    if (keeps("html-rewrite")) {
      const { pagesWithContent, scriptlessPagesWithContent } = await sitePages();
      deferHydrationInPages(
        clientDir,
        [...pagesWithContent, "/404"].filter((page) => !scriptlessPagesWithContent.includes(page)),
      );
    }
    writeCspHashes(buildDirectory);
    precompress(clientDir);
    // The owner's own content: warn (never fail) when it passes a limit the tests guard on fixtures.
    if (!process.env.CONTENT_DIR) {
      const { warnAboutContentLimits } = await import("./scripts/content-limits");
      await warnAboutContentLimits(clientDir);
    }
  },
} satisfies Config;
