import { type RouteConfig, index, route } from "@react-router/dev/routes";

import type * as SiteContent from "#app/content/site";
import { importWithContent } from "#scripts/content-dir";

// React Router loads this file without the app's Vite plugins, so site.ts is read here as the build reads it,
// from CONTENT_DIR's folders when it names any (scripts/content-dir.ts).
const { cvPage, loanDemoPage, modules } = await importWithContent<typeof SiteContent>("app/content/site.ts");

// A module the owner switched off (site.ts) has no route: its page and its code are not built, and its path is a 404.
export default [
  index("routes/home.tsx"),
  ...(modules.loanDemo ? [route(loanDemoPage.path.slice(1), "routes/loan-predict.tsx")] : []),
  ...(modules.cv ? [route(cvPage.path.slice(1), "routes/cv.tsx")] : []),
  // Pages from app/content/notes/ and app/content/projects/: the build prerenders those that have content.
  ...(modules.notes
    ? [
        route("notes", "routes/notes.tsx"),
        // Past 20 notes a list goes on over pages (features/notes/note-paths.ts): the same routes, with the page.
        route("notes/page/:page", "routes/notes.tsx", { id: "routes/notes-page" }),
        route("notes/tags/:tag", "routes/notes-tag.tsx"),
        route("notes/tags/:tag/page/:page", "routes/notes-tag.tsx", { id: "routes/notes-tag-page" }),
        route("notes/:slug", "routes/note.tsx"),
      ]
    : []),
  route("projects/:slug", "routes/case-study.tsx"),
  // Prerendered while there is something to search (app/site-pages.ts's hasSearch).
  route("search", "routes/search.tsx"),
  // Prerendered only when the owner has publications (scripts/publications/publication-pages.ts).
  ...(modules.publications ? [route("publications", "routes/publications.tsx")] : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
