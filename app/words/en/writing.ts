import { profile } from "#app/content/profile";

import { feeds } from "./feeds";
import { notesLink } from "./navigation";

/**
 * The words of the notes pages (/notes, each note, each tag, the project case studies).
 * The notes themselves are files in app/content/notes/ (.md, .mdx, .ipynb); case studies, in
 * app/content/projects/ (docs/writing.md).
 */
export const notesPage = {
  path: notesLink.href,
  title: "Notes",
  intro: "Write-ups, experiments and notebooks: what I tried, what worked, and what the numbers said.",
  metaTitle: `Notes · ${profile.name}`,
  description: feeds.description,
} as const;

/** The words of a note's page, which a case study's page shares. */
export const noteWords = {
  minutesToRead: (minutes: number) => `${minutes} min read`,
  onThisPage: "On this page",
  tags: "Tags",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Footnotes",
  footnoteBack: (reference: number) => `Back to reference ${reference}`,
} as const;

/** The words only the notes module's own pages show (neighbours, tags): a site with the notes off has none. */
export const notesListWords = {
  previous: "Previous note",
  next: "Next note",
  moreNotes: "More notes",
  allNotes: "All notes",
  tagTitle: (tag: string) => `Notes tagged “${tag}”`,
  tagDescription: (tag: string, count: number) =>
    `${count} ${count === 1 ? "note" : "notes"} by ${profile.name} tagged “${tag}”.`,
  noteCount: (count: number) => `${count} ${count === 1 ? "note" : "notes"}`,
} as const;

export const notebookWords = {
  download: "Download the notebook",
  downloadHint: "(.ipynb, for Jupyter)",
  /** The text alternative of a figure a code cell drew. */
  figureAlt: (cell: number) => `Figure drawn by code cell ${cell} of the notebook`,
  /** After an output too long to show whole (docs/writing.md gives the limits). */
  outputCut: "Output cut: the rest is in the notebook.",
} as const;
