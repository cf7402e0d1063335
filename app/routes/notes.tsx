import { data } from "react-router";
import { notes } from "virtual:notes";

import { NotesIndexPage } from "#app/features/notes/notes-index-page";
import type { PageHandle } from "#app/lib/page-handle";
import { pageMeta } from "#app/lib/seo";
import { sitePageLinks } from "#app/site-pages";
import { notesPage } from "#app/words/writing";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A list to read: static HTML, no scripts (root.tsx). */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return pageMeta({ title: notesPage.metaTitle, description: notesPage.description, path: notesPage.path });
}

export default function Notes() {
  // The build prerenders this page only when there are notes; `npm run dev` with none says so too.
  if (notes.length === 0) throw data(null, { status: 404 });
  return <NotesIndexPage notes={notes} pages={sitePageLinks} title={notesPage.title} intro={notesPage.intro} />;
}
