/**
 * The owner's publications, read from publications.bib at build time by the Vite plugin in
 * content-pipeline/publications/publications-plugin.ts, newest first (undated last).
 */
declare module "virtual:publications" {
  import type { Publication } from "#app/site/content-types";

  export const publications: readonly Publication[];
}

/** Whether there are any, and any selected, apart from the lists: a page that only asks this carries no entry. */
declare module "virtual:publications/presence" {
  export const hasPublications: boolean;
  export const hasSelectedPublications: boolean;
}

/** The entries flagged selected, newest first, without the others: what the landing page's block loads. */
declare module "virtual:publications/selected" {
  import type { Publication } from "#app/site/content-types";

  export const selectedPublications: readonly Publication[];
}
