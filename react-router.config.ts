import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import { scriptlessPages, sitePages } from "./app/content/site";
import { importWithContent } from "./scripts/content-dir";
import { writeCspHashes } from "./scripts/csp-hashes";
import { deferHydrationInPages } from "./scripts/defer-hydration";
import type * as NotePagesModule from "./scripts/notes/note-pages";
import { precompress } from "./scripts/precompress";
import type * as PublicationPages from "./scripts/publications/publication-pages";
import type * as SiteFiles from "./scripts/site-files";
import { keeps } from "./scripts/speed-devices";

/**
 * The notes and case studies (app/content/notes/, app/content/projects/), read once per build, through
 * Vite so that a CONTENT_DIR build reads its own (and names its own owner in the feeds and images). Only
 * a build reads them: `npm run typecheck` and `npm run dev` load this file too, and must not fail on a note.
 */
let written: Promise<NotePagesModule.NotePages> | undefined;
const notePages = () =>
  (written ??= importWithContent<typeof NotePagesModule>("scripts/notes/note-pages.ts").then((m) => m.notePages()));

// /publications when the owner has publications: read through Vite, so that a CONTENT_DIR build reads its own.
const publicationPages = async () =>
  (await importWithContent<typeof PublicationPages>("scripts/publications/publication-pages.ts")).publicationPages;

const pages = async () => [...sitePages, ...(await notePages()).pages, ...(await publicationPages()).pages, "/404"];

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
    const { writeNoteFiles } = await importWithContent<typeof NotePagesModule>("scripts/notes/note-pages.ts");
    const notes = await notePages();
    const publications = await publicationPages();
    const built = await pages();
    writeSiteFiles(
      clientDir,
      built.filter((page) => page !== "/404"),
    );
    await writeNoteFiles(clientDir, notes, built);
    if (keeps("html-rewrite")) {
      const scriptless = [...scriptlessPages, ...notes.scriptless, ...publications.scriptless];
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
