import { type RouteConfig, index, route } from "@react-router/dev/routes";

import type * as Modules from "#app/site/modules";
import { importWithContent } from "#content-pipeline/content-dir";

// React Router loads this file without the app's Vite plugins, so the registry is read here as the build reads it,
// with site.ts from CONTENT_DIR's folders when it names any (content-pipeline/content-dir.ts).
const { modulesOn } = await importWithContent<typeof Modules>("app/site/modules.ts");

// A module the owner switched off (site.ts) has no route: its page and its code are not built, and its path is a 404.
export default [
  index("routes/home.tsx"),
  ...modulesOn().flatMap((module) =>
    module.routes.map(({ path, file, id }) => (id ? route(path.slice(1), file, { id }) : route(path.slice(1), file))),
  ),
  // Pages from app/content/projects/: the build prerenders those that have content.
  route("projects/:slug", "routes/case-study.tsx"),
  // Prerendered while there is something to search (app/site/site-pages.ts's hasSearch).
  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
