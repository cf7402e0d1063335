/**
 * The pages the publications add to the site: /publications, only when the owner has any (app/content/
 * publications.bib). Like the CV, it ships no script file. Loaded through Vite by react-router.config.ts
 * (importWithContent), so that a CONTENT_DIR build reads its own file.
 */
import { hasPublications } from "#app/features/publications/publications";
import { publicationsPage } from "#app/words/publishing/publications";

const pages: readonly string[] = hasPublications ? [publicationsPage.path] : [];

export const publicationPages = { pages, scriptless: pages };
