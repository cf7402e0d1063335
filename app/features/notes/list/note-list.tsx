import type { NoteEntry } from "#app/features/notes/note-entry";

import { NoteByline } from "../note-byline";
import { TagList } from "../tag-list";

/** Notes as a list, newest first: title (a link), date, reading time, summary and tags. */
export function NoteList({ notes, currentTag }: { notes: readonly NoteEntry[]; currentTag?: string }) {
  return (
    <ol className="flex flex-col divide-y divide-neutral-200">
      {notes.map((note) => (
        <li key={note.path} className="py-8 first:pt-0">
          <article aria-labelledby={`${note.slug}-title`} className="flex flex-col gap-3">
            <h2
              id={`${note.slug}-title`}
              className="text-2xl font-semibold tracking-tight text-neutral-900 wrap-anywhere"
            >
              <a
                href={note.path}
                className="hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
              >
                {note.title}
              </a>
            </h2>
            <NoteByline note={note} />
            {note.summary && <p className="leading-relaxed text-neutral-700">{note.summary}</p>}
            <TagList tags={note.tags} current={currentTag} />
          </article>
        </li>
      ))}
    </ol>
  );
}
