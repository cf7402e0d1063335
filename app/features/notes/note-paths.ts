import type { NoteEntry, NoteTag } from "#app/features/notes/note-entry";
import { notesPage } from "#app/words/writing";

/** A tag's page: /notes/tags/<slug>. */
export function tagPath(tag: NoteTag): string {
  return `${notesPage.path}/tags/${tag.slug}`;
}

/** A note's link-preview image, drawn by the build (scripts/notes/og-image.ts): /notes/<slug>/og.png. */
export function previewImagePath(note: Pick<NoteEntry, "path">): string {
  return `${note.path}/og.png`;
}

/** Every tag of the notes once, by slug (the first spelling met wins), in alphabetical order. */
export function allTags(notes: readonly Pick<NoteEntry, "tags">[]): NoteTag[] {
  const bySlug = new Map<string, NoteTag>();
  for (const tag of notes.flatMap((note) => note.tags)) if (!bySlug.has(tag.slug)) bySlug.set(tag.slug, tag);
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

export function notesTagged(notes: readonly NoteEntry[], slug: string): NoteEntry[] {
  return notes.filter((note) => note.tags.some((tag) => tag.slug === slug));
}

/**
 * The notes either side of one in a list ordered newest first: `previous` is the older one (read
 * before it), `next` the newer.
 */
export function neighbours(notes: readonly NoteEntry[], path: string): { previous?: NoteEntry; next?: NoteEntry } {
  const at = notes.findIndex((note) => note.path === path);
  if (at < 0) return {};
  return { previous: notes[at + 1], next: at > 0 ? notes[at - 1] : undefined };
}
