import type { NoteEntry, NoteTag } from "#app/features/notes/note-entry";
import { notesLink } from "#app/words/site/navigation";

/** A tag's page: /notes/tags/<slug>. */
export function tagPath(tag: NoteTag): string {
  return `${notesLink.href}/tags/${tag.slug}`;
}

/** A note's link-preview image, drawn by the build (content-pipeline/notes/og-image.ts): /notes/<slug>/og.png. */
export function previewImagePath(note: Pick<NoteEntry, "path">): string {
  return `${note.path}/og.png`;
}

/** Every tag of the notes once, by slug (the first spelling met wins), in alphabetical order. */
export function allTags(notes: readonly Pick<NoteEntry, "tags">[]): NoteTag[] {
  const bySlug = new Map<string, NoteTag>();
  for (const tag of notes.flatMap((note) => note.tags)) if (!bySlug.has(tag.slug)) bySlug.set(tag.slug, tag);
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

export function notesTagged<T extends Pick<NoteEntry, "tags">>(notes: readonly T[], slug: string): T[] {
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

/** A list of notes (/notes, a tag's page) shows this many; the older ones go on pages of their own. */
export const NOTES_PER_PAGE = 20;

/** The list's page `page` (1-based): the list's own path for the first, `<list>/page/<n>` for the others. */
export function listPagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${page}`;
}

/** How many pages a list of `count` notes takes: at least one. */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / NOTES_PER_PAGE));
}

/** Every page of a list of `count` notes, the first (the list's own path) included. */
export function listPagePaths(listPath: string, count: number): string[] {
  return Array.from({ length: pageCount(count) }, (_, index) => listPagePath(listPath, index + 1));
}

/** One page of a list: which page, of how many, its notes, and the pages either side (their paths). */
export type ListPage = {
  page: number;
  pages: number;
  notes: NoteEntry[];
  newer?: string;
  older?: string;
};

/**
 * Page `param` of a list (undefined for the first, else the route's `:page`, a number from 2 on): undefined when
 * the list has no such page, /notes/page/1 included, since the first page is the list's own path.
 */
export function listPage(notes: readonly NoteEntry[], listPath: string, param?: string): ListPage | undefined {
  const page = param === undefined ? 1 : /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
  const pages = pageCount(notes.length);
  if (!(page >= 1 && page <= pages) || param === "1") return undefined;
  return {
    page,
    pages,
    notes: notes.slice((page - 1) * NOTES_PER_PAGE, page * NOTES_PER_PAGE),
    ...(page > 1 ? { newer: listPagePath(listPath, page - 1) } : {}),
    ...(page < pages ? { older: listPagePath(listPath, page + 1) } : {}),
  };
}

/** The entries a note names as related (its `related` paths), in that order. */
export function relatedTo(notes: readonly NoteEntry[], note: NoteEntry): NoteEntry[] {
  return (note.related ?? []).flatMap((path) => notes.filter((other) => other.path === path));
}
