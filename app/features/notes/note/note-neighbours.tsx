import type { NoteEntry } from "#app/features/notes/note-entry";
import { notesListWords } from "#app/words/publishing/writing";

function Neighbour({ note, label, align }: { note?: NoteEntry; label: string; align: "start" | "end" }) {
  if (!note) return <span />;
  return (
    <a
      href={note.path}
      rel={align === "start" ? "prev" : "next"}
      className={`flex flex-col gap-1 rounded-xl border border-neutral-200 p-4 hover:border-accent-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600 ${align === "end" ? "text-right" : ""}`}
    >
      <span className="text-xs font-semibold uppercase tracking-wider text-neutral-700">{label}</span>
      <span className="font-semibold text-neutral-900 wrap-anywhere">{note.title}</span>
    </a>
  );
}

/** The older note (previous) and the newer one (next), when there are. */
export function NoteNeighbours({ previous, next }: { previous?: NoteEntry; next?: NoteEntry }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={notesListWords.moreNotes} className="mt-16 grid gap-4 sm:grid-cols-2">
      <Neighbour note={previous} label={notesListWords.previous} align="start" />
      <Neighbour note={next} label={notesListWords.next} align="end" />
    </nav>
  );
}
