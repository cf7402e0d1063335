/**
 * The pages the build prerenders and the sitemap lists: the fixed ones (app/content/site.ts) and those
 * that exist only when there is content for them. Loaded through Vite (scripts/import-with-content.ts),
 * as it reads the content folder the build uses.
 */
import { publicationsPage } from "#app/content/publications";
import { scriptlessPages, sitePages } from "#app/content/site";
import { hasPublications } from "#app/features/publications/publications";

const contentPages = hasPublications ? [publicationsPage.path] : [];

/** Every page of the site. */
export const pagesWithContent: readonly string[] = [...sitePages, ...contentPages];

/** The pages that ship no script file (their route's `handle` says `hydrate: false`). */
export const scriptlessPagesWithContent: readonly string[] = [...scriptlessPages, ...contentPages];
