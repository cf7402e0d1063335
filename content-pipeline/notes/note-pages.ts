/**
 * The notes' part of the build (react-router.config.ts): which pages to prerender and which of them ship
 * no script, and, once they are built, the feeds and each note's link-preview image. Drafts are left out.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { allTags, listPagePaths, notesTagged, previewImagePath, tagPath } from "#app/features/notes/note-paths";
import { on } from "#app/site/modules";
import { notesPage } from "#app/words/publishing/writing";

import { addFeedLinks, writeFeeds } from "./feeds";
import { findWritings } from "./note-index";
import { previewImage } from "./og-image";
import type { FoundNote } from "./read-note";

export type NotePages = {
  /**
   * Every page: /notes and each tag's page when there are notes (with /page/<n> for the notes past each 20th),
   * each note, each case study.
   */
  pages: string[];
  /** The pages that load no script: all but those of notes that show an interactive component. */
  scriptless: string[];
  notes: FoundNote[];
  caseStudies: FoundNote[];
  /** Each page's date for the sitemap: a note's own, a list's newest note's. */
  lastModified: Record<string, string>;
};

export function notePages(): NotePages {
  // Switched off in site.ts, the notes are as if there were none: no pages, no feeds (the case studies stay).
  const { notes, caseStudies } = findWritings({ drafts: false, notes: on.notes });
  const lists =
    notes.length > 0
      ? [
          ...listPagePaths(notesPage.path, notes.length),
          ...allTags(notes).flatMap((tag) => listPagePaths(tagPath(tag), notesTagged(notes, tag.slug).length)),
        ]
      : [];
  const written = [...notes, ...caseStudies];
  // Newest first, so a list's first date is its newest note's.
  const lastModified: Record<string, string> = {};
  for (const note of notes) {
    for (const path of [notesPage.path, ...note.tags.map(tagPath)]) lastModified[path] ??= note.date;
  }
  for (const note of written) lastModified[note.path] = note.date;
  return {
    pages: [...lists, ...written.map((note) => note.path)],
    scriptless: [...lists, ...written.filter((note) => !note.interactive).map((note) => note.path)],
    notes,
    caseStudies,
    lastModified,
  };
}

/**
 * After prerendering: the feeds, named in every page (`pages`), when there are notes; and every note's and
 * case study's preview image.
 */
export async function writeNoteFiles(
  clientDir: string,
  { notes, caseStudies }: NotePages,
  pages: readonly string[],
): Promise<void> {
  if (notes.length > 0) {
    writeFeeds(clientDir, notes);
    addFeedLinks(clientDir, pages);
  }
  for (const note of [...notes, ...caseStudies]) {
    const file = join(clientDir, previewImagePath(note));
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, await previewImage(note));
  }
}
