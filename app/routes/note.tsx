import { data } from "react-router";
import { noteModules, notes } from "virtual:notes";
import { hasNotes } from "virtual:notes/presence";

import { notesPage, noteWords } from "#app/content/writing";
import { noteMeta } from "#app/features/notes/note-meta";
import { NotePage } from "#app/features/notes/note-page";
import { neighbours } from "#app/features/notes/note-paths";
import type { PageHandle } from "#app/lib/page-handle";
import { mdxComponents } from "#app/note-components";
import { sitePageLinks } from "#app/site-pages";

import type { Route } from "./+types/note";

const noteAt = (slug: string | undefined) => notes.find((note) => note.slug === slug);

/** A note is static HTML unless it shows an interactive component (then its page hydrates). */
export const handle: PageHandle = {
  hydrate: (pathname) => notes.find((note) => note.path === pathname.replace(/\/$/, ""))?.interactive ?? false,
};

export function meta({ params }: Route.MetaArgs) {
  const note = noteAt(params.slug);
  return note ? noteMeta(note) : [];
}

export default function Note({ params }: Route.ComponentProps) {
  const note = noteAt(params.slug);
  if (!note) throw data(null, { status: 404 });
  return (
    <NotePage
      note={note}
      load={noteModules[note.path]!}
      components={mdxComponents}
      pages={sitePageLinks}
      back={{ href: notesPage.path, label: noteWords.allNotes }}
      neighbours={neighbours(notes, note.path)}
      showFeeds={hasNotes}
    />
  );
}
