import type { NoteEntry } from "#app/features/notes/note-entry";
import { formatDate } from "#app/lib/format";
import { noteWords } from "#app/words/publishing/writing";

/** When a note was published and how long it takes to read. */
export function NoteByline({ note }: { note: Pick<NoteEntry, "date" | "readingMinutes"> }) {
  return (
    // Not searched (scripts/build/search-index.ts): a date and a reading time are no words to look for.
    <p className="text-sm text-neutral-700" data-pagefind-ignore>
      <time dateTime={note.date}>{formatDate(note.date)}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {noteWords.minutesToRead(note.readingMinutes)}
    </p>
  );
}
