/**
 * The site's pages, as the owner's modules make them (modules.ts): the landing page, and each module's own. The
 * build's prerender list and the sitemap read them.
 */
import { modulesOn } from "./modules";

/** Every prerendered page a module brings whatever the content holds, and the landing page: for the sitemap. */
export const sitePages: readonly string[] = ["/", ...modulesOn().flatMap((module) => module.pages)];

/**
 * Prerendered pages that ship none of React Router's scripts, because their route's `handle` says
 * `hydrate: false` (see root.tsx): the build has no bootstrap to defer in them. The 404 page is one of them.
 */
export const scriptlessPages: readonly string[] = [...modulesOn().flatMap((module) => module.scriptless), "/404"];

/**
 * Prerendered pages made of islands (their route's `handle` says `islands: true`, see root.tsx): none of React
 * Router's scripts either, so no bootstrap to defer, but the islands' script, and React in the islands.
 */
export const islandPages: readonly string[] = ["/", ...modulesOn().flatMap((module) => module.islands)];
