/**
 * The site's modules, in one place: each one's switch (site.ts's `modules`, read here and nowhere else), and what it
 * brings: its routes, the pages the build prerenders for it whatever the content holds, which of them ship no script and which are islands,
 * its API, and its files in public/. The route table (app/routes.ts), the prerender list and the sitemap
 * (module-pages.ts), the menus (site-pages.ts), the server's record (scripts/build/site-modules.ts) and every part of the
 * site that shows a module read it. Adding a page of a module is one entry here (docs/modules.md).
 */
import { cvPage, loanDemoPage } from "#app/content/site";

import { MODELS_PATH } from "./model-paths";
import { cvOn, loanDemoOn, modelsOn, notesOn, publicationsOn } from "./switches";

export type ModuleName = "loanDemo" | "cv" | "notes" | "publications" | "models";

export type SiteModule = {
  /** Its routes: the path React Router matches (from the root) and the route's file, in app/routes/. */
  routes: readonly { path: string; file: `routes/${string}.tsx`; id?: string }[];
  /** Pages the build prerenders for it whatever the content holds (notes and publications are found from content). */
  pages: readonly string[];
  /** Of its pages, those that ship no script (their route's `handle` says `hydrate: false`). */
  scriptless: readonly string[];
  /** Of its pages, those made of islands (their route's `handle` says `islands: true`): the islands' script only. */
  islands: readonly string[];
  /**
   * Its islands a first visit loads (on its page's first screen), by file from the project's root: the build puts what
   * only one imports in a file of its own, and what it shares with another or with another page in one more
   * (scripts/build/first-screen-chunks.ts).
   */
  firstScreenIslands: readonly string[];
  /** Whether it serves an API under /api/ (server/api/). */
  api: boolean;
  /** Its files in public/, which leave the build with it. */
  publicFiles: readonly string[];
};

export const SITE_MODULES: Record<ModuleName, SiteModule> = {
  loanDemo: {
    routes: [{ path: loanDemoPage.path, file: "routes/loan-predict.tsx" }],
    pages: [loanDemoPage.path],
    scriptless: [],
    islands: [loanDemoPage.path],
    firstScreenIslands: ["app/features/loan-predict/loan-predictor.tsx"],
    api: true,
    publicFiles: ["batch-sample.csv"],
  },
  cv: {
    routes: [{ path: cvPage.path, file: "routes/cv.tsx" }],
    pages: [cvPage.path],
    scriptless: [cvPage.path],
    islands: [],
    firstScreenIslands: [],
    api: false,
    publicFiles: [],
  },
  notes: {
    routes: [
      { path: "/notes", file: "routes/notes.tsx" },
      // Past 20 notes a list goes on over pages (features/notes/note-paths.ts): the same routes, with the page.
      { path: "/notes/page/:page", file: "routes/notes.tsx", id: "routes/notes-page" },
      { path: "/notes/tags/:tag", file: "routes/notes-tag.tsx" },
      { path: "/notes/tags/:tag/page/:page", file: "routes/notes-tag.tsx", id: "routes/notes-tag-page" },
      { path: "/notes/:slug", file: "routes/note.tsx" },
    ],
    pages: [],
    scriptless: [],
    islands: [],
    firstScreenIslands: [],
    api: false,
    publicFiles: [],
  },
  publications: {
    routes: [{ path: "/publications", file: "routes/publications.tsx" }],
    pages: [],
    scriptless: [],
    islands: [],
    firstScreenIslands: [],
    api: false,
    publicFiles: [],
  },
  models: {
    routes: [
      { path: MODELS_PATH, file: "routes/models.tsx" },
      { path: `${MODELS_PATH}/:id`, file: "routes/model.tsx" },
    ],
    // Found from content, like the notes: a page per model folder, and the list once there is one
    // (content-pipeline/models/model-pages.ts).
    pages: [],
    scriptless: [],
    islands: [],
    firstScreenIslands: ["app/features/models/predictor/model-predictor.tsx"],
    api: true,
    publicFiles: [],
  },
};

/** Whether each module is on: the owner's switches (site.ts, as switches.ts gives them). */
export const on: Readonly<Record<ModuleName, boolean>> = {
  loanDemo: loanDemoOn,
  cv: cvOn,
  notes: notesOn,
  publications: publicationsOn,
  models: modelsOn,
};

/** The modules that are on, in the registry's order (a function: a page importing `on` carries none of this). */
export function modulesOn(): SiteModule[] {
  return (Object.keys(SITE_MODULES) as ModuleName[]).filter((name) => on[name]).map((name) => SITE_MODULES[name]);
}
