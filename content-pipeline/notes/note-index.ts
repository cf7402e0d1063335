/**
 * Every note and case study in the content folders, read and checked, newest first. The React Router
 * config (which pages to prerender), the Vite plugin (the module the pages read) and the feeds all start
 * from here, so they agree.
 */
import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";

import { sitePages } from "#app/site/module-pages";

import { buildDate } from "./build-date";
import { type Collection, collectionFolder } from "./content-folders";
import { NoteError } from "./note-error";
import { type FoundNote, NOTE_FORMATS, readNote } from "./read-note";
import { unifyTags } from "./tags";

/** Addresses a file cannot take: pages the site has already (/notes/tags/… lists a tag, /notes/page/2 the older notes). */
function reservedSlugs(collection: Collection): Set<string> {
  if (collection === "notes") return new Set(["tags", "page"]);
  return new Set(
    sitePages.filter((page) => page.startsWith("/projects/")).map((page) => page.slice("/projects/".length)),
  );
}

export type IndexOptions = {
  /** Drafts and scheduled notes are shown by `npm run dev` and left out of builds. */
  drafts: boolean;
  folder?: string;
  /** The build's day (build-date.ts): a note dated after it is scheduled, and left out with the drafts. */
  today?: string;
};

/**
 * The collection's notes, newest first (then by title); throws a NoteError for the first bad file, scheduled
 * notes included, so a mistake in one fails the build the day it is written rather than the day it is due.
 */
export function findNotes(
  collection: Collection,
  { drafts, folder = collectionFolder(collection), today = buildDate() }: IndexOptions,
): FoundNote[] {
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => Object.hasOwn(NOTE_FORMATS, extname(name)))
    .sort()
    .map((name) => join(folder, name));
  const reserved = reservedSlugs(collection);
  const bySlug = new Map<string, FoundNote>();
  for (const file of files) {
    const note = readNote(file, collection);
    const taken = bySlug.get(note.slug);
    if (taken)
      throw new NoteError(file, undefined, `another file has the same name, ${taken.file}: each note needs its own`);
    if (reserved.has(note.slug))
      throw new NoteError(file, undefined, `${note.path} is a page of the site already: rename the file`);
    bySlug.set(note.slug, note);
  }
  return [...bySlug.values()]
    .filter((note) => drafts || (!note.draft && note.date <= today))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/**
 * The notes and the case studies together, each tag spelt one way across both (they share the tags' pages), or a
 * NoteError when two names would share one page (tags.ts). `notes: false` reads no note (site.ts's switch).
 */
export function findWritings(options: {
  drafts: boolean;
  notes?: boolean;
  folders?: { notes: string; projects: string };
}): { notes: FoundNote[]; caseStudies: FoundNote[] } {
  const { drafts, notes: withNotes = true, folders } = options;
  const notes = withNotes ? findNotes("notes", { drafts, folder: folders?.notes }) : [];
  const caseStudies = findNotes("projects", { drafts, folder: folders?.projects });
  const unified = unifyTags([...notes, ...caseStudies]);
  return { notes: unified.slice(0, notes.length), caseStudies: unified.slice(notes.length) };
}
