/**
 * The notes' part of the build (react-router.config.ts): which pages to prerender and which of them ship
 * no script, and, once they are built, the feeds and each note's link-preview image. Drafts are left out.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { modules } from "#app/content/site";
import { notesPage } from "#app/content/writing";
import { allTags, listPagePaths, notesTagged, previewImagePath, tagPath } from "#app/features/notes/note-paths";

import { addFeedLinks, writeFeeds } from "./feeds";
import { findNotes } from "./note-index";
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
};

export function notePages(): NotePages {
  // Switched off in site.ts, the notes are as if there were none: no pages, no feeds (the case studies stay).
  const notes = modules.notes ? findNotes("notes", { drafts: false }) : [];
  const caseStudies = findNotes("projects", { drafts: false });
  const lists =
    notes.length > 0
      ? [
          ...listPagePaths(notesPage.path, notes.length),
          ...allTags(notes).flatMap((tag) => listPagePaths(tagPath(tag), notesTagged(notes, tag.slug).length)),
        ]
      : [];
  const written = [...notes, ...caseStudies];
  return {
    pages: [...lists, ...written.map((note) => note.path)],
    scriptless: [...lists, ...written.filter((note) => !note.interactive).map((note) => note.path)],
    notes,
    caseStudies,
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
