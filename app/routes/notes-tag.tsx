import { data } from "react-router";
import { notes } from "virtual:notes";

import { allTags, notesTagged, tagPath } from "#app/features/notes/note-paths";
import { NotesIndexPage } from "#app/features/notes/notes-index-page";
import type { PageHandle } from "#app/lib/page-handle";
import { pageMeta } from "#app/lib/seo";
import { sitePageLinks } from "#app/site-pages";
import { notesPage, noteWords } from "#app/words/writing";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

export const handle: PageHandle = { hydrate: false };

const tagOf = (slug: string | undefined) => allTags(notes).find((tag) => tag.slug === slug);

export function meta({ params }: { params: { tag?: string } }) {
  const tag = tagOf(params.tag);
  if (!tag) return [];
  const description = noteWords.tagDescription(tag.name, notesTagged(notes, tag.slug).length);
  return pageMeta({ title: noteWords.metaTitle(noteWords.tagTitle(tag.name)), description, path: tagPath(tag) });
}

export default function NotesTag({ params }: { params: { tag?: string } }) {
  const tag = tagOf(params.tag);
  if (!tag) throw data(null, { status: 404 });
  const tagged = notesTagged(notes, tag.slug);
  return (
    <NotesIndexPage
      notes={tagged}
      pages={sitePageLinks}
      title={noteWords.tagTitle(tag.name)}
      intro={`${noteWords.noteCount(tagged.length)} · ${notesPage.title}`}
      tag={tag.slug}
    />
  );
}
