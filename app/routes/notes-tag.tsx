import { data } from "react-router";
import { notes } from "virtual:notes";

import { paginationLinks } from "#app/features/notes/list/list-pagination";
import { NotesIndexPage } from "#app/features/notes/list/notes-index-page";
import { allTags, listPage, listPagePath, notesTagged, tagPath } from "#app/features/notes/note-paths";
import type { PageHandle } from "#app/lib/page/page-handle";
import { pageMeta } from "#app/lib/page/seo";
import { hasSearch, sitePageLinks } from "#app/site/site-pages";
import { notesListWords, notesPage, noteWords } from "#app/words/publishing/writing";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

/** A tag's notes, /notes/tags/<tag> and /notes/tags/<tag>/page/<n> past 20: static HTML, no scripts. */
export const handle: PageHandle = { hydrate: false };

type Params = { params: { tag?: string; page?: string } };

/** The tag, its notes and the page of them asked for; undefined when there is no such tag or page. */
function tagPage({ tag: slug, page }: Params["params"]) {
  const tag = allTags(notes).find((found) => found.slug === slug);
  if (!tag) return undefined;
  const tagged = notesTagged(notes, tag.slug);
  const shown = listPage(tagged, tagPath(tag), page);
  return shown && { tag, tagged, shown };
}

export function meta({ params }: Params) {
  const found = tagPage(params);
  if (!found) return [];
  const { tag, tagged, shown } = found;
  const description = notesListWords.tagDescription(tag.name, tagged.length);
  const title = noteWords.metaTitle(notesListWords.tagTitle(tag.name));
  return [
    ...pageMeta({
      title: shown.page === 1 ? title : notesListWords.pageTitle(title, shown.page),
      description,
      path: listPagePath(tagPath(tag), shown.page),
    }),
    ...paginationLinks(shown),
  ];
}

export default function NotesTag({ params }: Params) {
  const found = tagPage(params);
  if (!found) throw data(null, { status: 404 });
  const { tag, tagged, shown } = found;
  const title = notesListWords.tagTitle(tag.name);
  return (
    <NotesIndexPage
      listPage={shown}
      pages={sitePageLinks}
      title={shown.page === 1 ? title : notesListWords.pageTitle(title, shown.page)}
      intro={`${notesListWords.noteCount(tagged.length)} · ${notesPage.title}`}
      tag={tag.slug}
      search={hasSearch}
    />
  );
}
