import type { MDXContent } from "mdx/types";

/**
 * The shapes of the notes and case studies the build reads from app/content/notes/ and
 * app/content/projects/ (content-pipeline/notes/ writes them; the modules virtual:notes and virtual:notes/presence give them to the pages).
 */
export type NoteTag = { name: string; slug: string };

type NoteImage = { src: string; width: number; height: number; alt: string };

export type NoteEntry = {
  collection: "notes" | "projects";
  slug: string;
  /** The page: /notes/<slug> or /projects/<slug>. */
  path: string;
  format: "md" | "mdx" | "ipynb";
  title: string;
  /** The publication date, YYYY-MM-DD. */
  date: string;
  summary: string;
  tags: readonly NoteTag[];
  cover?: NoteImage;
  draft: boolean;
  readingMinutes: number;
  /** Whether the note shows an interactive component (its page then loads scripts). */
  interactive: boolean;
  /** A note's related notes, by path, most related first (content-pipeline/notes/related-notes.ts); none for a case study. */
  related?: readonly string[];
};

/** A heading the table of contents lists. */
export type TocItem = { depth: 2 | 3; id: string; text: string };

/**
 * A compiled note: its body as a component, its headings, whether it typesets math (the page then carries
 * KaTeX's style sheet), and for a notebook the .ipynb file's URL.
 */
export type NoteModule = {
  default: MDXContent;
  toc: readonly TocItem[];
  math: boolean;
  notebook?: string;
};
