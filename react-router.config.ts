import { join } from "node:path";

import type { Config } from "@react-router/dev/config";

import type * as SiteContent from "./app/content/site";
import type * as ModulePages from "./app/site/module-pages";
import type * as Modules from "./app/site/modules";
import type * as WritingWords from "./app/words/en/publishing/writing";
import { contentDirsFromEnv, importWithContent, recordContentDirs } from "./content-pipeline/content-dir";
import type * as ModelPages from "./content-pipeline/models/model-pages";
import type * as ServingFile from "./content-pipeline/models/serving-file";
import type * as NotePagesModule from "./content-pipeline/notes/note-pages";
import type * as PublicationPages from "./content-pipeline/publications/publication-pages";
import { checkXmlFiles } from "./content-pipeline/xml";
import { writeCspHashes, writeCspImageSources } from "./scripts/build/csp-hashes";
import { deferHydrationInPages } from "./scripts/build/defer-hydration";
import { subsetMathFontsInPages } from "./scripts/build/math-fonts";
import { removeOrphanChunks } from "./scripts/build/orphan-chunks";
import { precompress } from "./scripts/build/precompress";
import { pruneStylesInPages } from "./scripts/build/prune-css";
import { webAssemblyPaths, writeSearchIndex } from "./scripts/build/search-index";
import type * as SiteFiles from "./scripts/build/site-files";
import { removeFilesOfModulesOff, writeSiteModules } from "./scripts/build/site-modules";
import { keeps } from "./scripts/build/speed-devices";
import { writeBuildStamp } from "./scripts/build-stamp.mjs";

/**
 * The pages the owner's modules make (app/site/module-pages.ts), read through Vite so that a CONTENT_DIR build reads
 * its own; read when a build asks, since typegen and dev load this file too.
 */
let read: Promise<typeof ModulePages> | undefined;
const modulePages = () => (read ??= importWithContent<typeof ModulePages>("app/site/module-pages.ts"));

/**
 * The notes and case studies (app/content/notes/, app/content/projects/), read once per build, through
 * Vite so that a CONTENT_DIR build reads its own (and names its own owner in the feeds and images). Only
 * a build reads them: `npm run typecheck` and `npm run dev` load this file too, and must not fail on a note.
 */
let written: Promise<NotePagesModule.NotePages> | undefined;
const notePages = () =>
  (written ??= importWithContent<typeof NotePagesModule>("content-pipeline/notes/note-pages.ts").then((m) =>
    m.notePages(),
  ));

// /publications when the owner has publications: read through Vite, so that a CONTENT_DIR build reads its own.
const publicationPages = async () =>
  (await importWithContent<typeof PublicationPages>("content-pipeline/publications/publication-pages.ts"))
    .publicationPages;

// /models and a page per model when the owner has any (app/content/models/<id>/), read through Vite likewise.
const modelPages = async () =>
  (await importWithContent<typeof ModelPages>("content-pipeline/models/model-pages.ts")).modelPages;

/**
 * /search while there is something to search: a note, a case study or a publication (the rule of app/site/site-pages.ts's
 * hasSearch, which decides the links to it).
 */
const searchPages = async (): Promise<string[]> => {
  const { notes, caseStudies } = await notePages();
  const somethingToSearch = notes.length + caseStudies.length + (await publicationPages()).pages.length > 0;
  const { searchPage } = await importWithContent<typeof WritingWords>("app/words/en/publishing/writing.ts");
  return somethingToSearch ? [searchPage.path] : [];
};

const pages = async () => [
  ...(await modulePages()).sitePages,
  ...(await notePages()).pages,
  ...(await publicationPages()).pages,
  ...(await modelPages()).pages,
  ...(await searchPages()),
  "/404",
];

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
    const { islandPages, scriptlessPages } = await modulePages();
    const siteContent = await importWithContent<typeof SiteContent>("app/content/site.ts");
    const registry = await importWithContent<typeof Modules>("app/site/modules.ts");
    // Through Vite, so that a CONTENT_DIR build writes its own content into these files too.
    const { writeSiteFiles } = await importWithContent<typeof SiteFiles>("scripts/build/site-files.ts");
    const { writeNoteFiles } = await importWithContent<typeof NotePagesModule>("content-pipeline/notes/note-pages.ts");
    const notes = await notePages();
    const publications = await publicationPages();
    const search = await searchPages();
    const built = await pages();
    // The search page is no page to find in a search engine: it lists nothing until a visitor searches.
    writeSiteFiles(
      clientDir,
      built.filter((page) => page !== "/404" && !search.includes(page)),
      notes.lastModified,
    );
    await writeNoteFiles(clientDir, notes, built);
    // A module switched off leaves nothing behind: its files from public/ (the demo's batch sample) go too.
    removeFilesOfModulesOff(clientDir, registry);
    // And the chunks of what the bundler left out with them (a note's component of a module that is off).
    const orphans = removeOrphanChunks(clientDir);
    if (orphans.length > 0) console.log(`Left out ${orphans.length} chunk(s) nothing names: ${orphans.join(", ")}`);
    const scriptless = [
      ...scriptlessPages,
      ...notes.scriptless,
      ...publications.scriptless,
      ...(await modelPages()).scriptless,
      ...search,
    ];
    // Only the pages React Router hydrates have its bootstrap to defer; a page of islands loads its own script.
    const islands = [...islandPages, ...(await modelPages()).islands];
    if (keeps("html-rewrite")) {
      deferHydrationInPages(
        clientDir,
        built.filter((page) => !scriptless.includes(page) && !islands.includes(page)),
      );
    }
    if (keeps("css-pruning")) pruneStylesInPages(clientDir, scriptless);
    if (keeps("font-subsetting")) await subsetMathFontsInPages(clientDir, built);
    // Every XML file the build wrote (feeds, sitemap, SVG images) must parse, or a reader would refuse it.
    checkXmlFiles(clientDir);
    // From the pages as they are served (their styles pruned), before they are compressed; the index is files only.
    if (search.length > 0) await writeSearchIndex(clientDir);
    writeCspHashes(buildDirectory);
    writeCspImageSources(buildDirectory);
    precompress(clientDir);
    // For the server, the modules it serves the API of (scripts/build/site-modules.ts); for the browser tests, the
    // content the build read (tests/e2e/built-content.ts); for `npm start`, what every source held, to tell
    // whether the build is current (scripts/build-stamp.mjs).
    writeSiteModules(buildDirectory, registry, { webAssemblyPaths: search.flatMap(webAssemblyPaths) });
    // And the models it serves (build/kit-models.json), which the Worker bundles too.
    const { writeServedModels } = await importWithContent<typeof ServingFile>(
      "content-pipeline/models/serving-file.ts",
    );
    await writeServedModels(buildDirectory);
    recordContentDirs(buildDirectory);
    writeBuildStamp(import.meta.dirname, buildDirectory);
    // The owner's own content: warn (never fail) when it passes a limit the tests guard on fixtures.
    if (contentDirsFromEnv().length === 0) {
      const { warnAboutContentLimits } = await import("./scripts/site/content-limits");
      await warnAboutContentLimits(clientDir, { ...siteContent, on: registry.on });
      const { warnAboutStaleImages } = await import("./scripts/site/image-sources");
      await warnAboutStaleImages(clientDir);
    }
  },
} satisfies Config;
