import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { scriptlessPages, sitePages } from "./app/content/site";
import { importWithContent } from "./scripts/content-dir";
import { writeCspHashes } from "./scripts/csp-hashes";
import { deferHydrationInPages } from "./scripts/defer-hydration";
import { precompress } from "./scripts/precompress";
import type * as PublicationPages from "./scripts/publications/publication-pages";
import type * as SiteFiles from "./scripts/site-files";
import { keeps } from "./scripts/speed-devices";

// /publications when the owner has publications: read through Vite, so that a CONTENT_DIR build reads its own.
const publicationPages = async () =>
  (await importWithContent<typeof PublicationPages>("scripts/publications/publication-pages.ts")).publicationPages;

const pages = async () => [...sitePages, ...(await publicationPages()).pages, "/404"];

/** Every page is prerendered to static HTML at build time, then hydrated; no server rendering. */
export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (and their test servers) use separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // "/404" renders the catch-all route; the server sends that page, with status 404, for unknown paths.
  prerender: pages,
  // In this order: the pages are edited first, then hashed for the CSP, then compressed as shipped.
  buildEnd: async ({ reactRouterConfig }) => {
    const { buildDirectory } = reactRouterConfig;
    const clientDir = join(buildDirectory, "client");
    // Through Vite, so that a CONTENT_DIR build writes its own content into these files too.
    const { writeSiteFiles } = await importWithContent<typeof SiteFiles>("scripts/site-files.ts");
    const publications = await publicationPages();
    const built = await pages();
    writeSiteFiles(
      clientDir,
      built.filter((page) => page !== "/404"),
    );
    if (keeps("html-rewrite")) {
      const scriptless = [...scriptlessPages, ...publications.scriptless];
      deferHydrationInPages(
        clientDir,
        built.filter((page) => !scriptless.includes(page)),
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
