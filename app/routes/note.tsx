import { data } from "react-router";
import { notes } from "virtual:notes";
import { hasNotes } from "virtual:notes/presence";

import { NoteNeighbours } from "#app/features/notes/note/note-neighbours";
import { notesRoute } from "#app/features/notes/note/note-route";
import { RelatedNotes } from "#app/features/notes/note/related-notes";
import { neighbours, relatedTo } from "#app/features/notes/note-paths";
import { SiteNotePage } from "#app/site/site-note-page";
import { notesPage, notesListWords } from "#app/words/publishing/writing";

// No `./+types/…` import: the route exists only while its module is on (routes.ts), typegen writes types only for
// the routes there are, and this file must typecheck with the module off too.

const route = notesRoute(notes);

/** A note is static HTML unless it shows an interactive component (then its page hydrates). */
export const handle = route.handle;

export function meta({ params }: { params: { slug?: string } }) {
  return route.meta(params.slug);
}

export default function Note({ params }: { params: { slug?: string } }) {
  const note = route.at(params.slug);
  if (!note) throw data(null, { status: 404 });
  return (
    <SiteNotePage note={note} back={{ href: notesPage.path, label: notesListWords.allNotes }} showFeeds={hasNotes}>
      <RelatedNotes notes={relatedTo(notes, note)} />
      <NoteNeighbours {...neighbours(notes, note.path)} />
    </SiteNotePage>
  );
}
