import { data } from "react-router";
import { notes } from "virtual:notes";

import { paginationLinks } from "#app/features/notes/list/list-pagination";
import { NotesIndexPage } from "#app/features/notes/list/notes-index-page";
import { listPage, listPagePath } from "#app/features/notes/note-paths";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { hasSearch, sitePageLinks } from "#app/site/site-pages";
import { notesListWords, notesPage } from "#app/words/publishing/writing";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A list to read: static HTML, no scripts (root.tsx). /notes, and /notes/page/<n> for the older notes. */
export const handle: PageHandle = { hydrate: false };

type Params = { params: { page?: string } };

export function meta({ params }: Params) {
  const shown = listPage(notes, notesPage.path, params.page);
  if (!shown) return [];
  const title = shown.page === 1 ? notesPage.metaTitle : notesListWords.pageTitle(notesPage.metaTitle, shown.page);
  const path = listPagePath(notesPage.path, shown.page);
  return [...pageMeta({ title, description: notesPage.description, path }), ...paginationLinks(shown)];
}

export default function Notes({ params }: Params) {
  // The build prerenders only the pages there are; `npm run dev` with no notes, or past the last page, says 404.
  const shown = listPage(notes, notesPage.path, params.page);
  if (notes.length === 0 || !shown) throw data(null, { status: 404 });
  const title = shown.page === 1 ? notesPage.title : notesListWords.pageTitle(notesPage.title, shown.page);
  return (
    <NotesIndexPage listPage={shown} pages={sitePageLinks} title={title} intro={notesPage.intro} search={hasSearch} />
  );
}
