import type { NoteEntry } from "#app/features/notes/note-entry";
import { notesListWords } from "#app/words/publishing/writing";

import { NoteByline } from "../note-byline";

/** The notes related to this one (note-paths.ts, relatedTo), each with its summary: nothing when there are none. */
export function RelatedNotes({ notes }: { notes: readonly NoteEntry[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="related-notes-title" className="mt-16">
      <h2 id="related-notes-title" className="text-xl font-bold tracking-tight text-neutral-900">
        {notesListWords.related}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {notes.map((note) => (
          <li key={note.path} className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-4">
            <a
              href={note.path}
              className="font-semibold text-neutral-900 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
            >
              {note.title}
            </a>
            <NoteByline note={note} />
            {note.summary && <p className="text-sm leading-relaxed text-neutral-700">{note.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
