/**
 * The site's pages, as the owner's modules make them (app/content/site.ts): the landing page, and the demo's and
 * the CV's when they are on. The route table (routes.ts), the build's prerender list and the sitemap read them.
 */
import { cvPage, loanDemoPage, modules } from "./content/site";

/** Every prerendered page but the 404, for the sitemap. */
export const sitePages: readonly string[] = [
  "/",
  ...(modules.loanDemo ? [loanDemoPage.path] : []),
  ...(modules.cv ? [cvPage.path] : []),
];

/**
 * Prerendered pages that ship none of React Router's scripts, because their route's `handle` says
 * `hydrate: false` (see root.tsx): the build has no bootstrap to defer in them.
 */
export const scriptlessPages: readonly string[] = [...(modules.cv ? [cvPage.path] : []), "/404"];
