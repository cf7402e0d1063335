import { profile } from "#app/content/profile";

import { notesLink } from "../site/navigation";

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
  /** /notes' description, and the feeds'. */
  description: `Notes by ${profile.name} on machine learning in practice: write-ups, experiments and Jupyter notebooks.`,
} as const;

/** The words of a note's page, which a case study's page shares. */
export const noteWords = {
  minutesToRead: (minutes: number) => `${minutes} min read`,
  onThisPage: "On this page",
  tags: "Tags",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Footnotes",
  footnoteBack: (reference: number) => `Back to reference ${reference}`,
  /** A Mermaid diagram's source, under the drawing: its text alternative, and what the feeds show. */
  diagramSource: "The diagram's source",
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
  /** The notes at the end of a note that share its tags, or failing that its words. */
  related: "Related notes",
  /** A list of more than 20 notes goes on over pages: the links between them. */
  pages: "Pages of notes",
  newerNotes: "Newer notes",
  olderNotes: "Older notes",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageTitle: (title: string, page: number) => `${title}, page ${page}`,
} as const;

/**
 * The search page (/search) and the search box of /notes and /publications: one search over the notes, the
 * case studies and the publications, run in the browser on an index the build writes (Pagefind).
 */
export const searchPage = {
  path: "/search",
  title: "Search",
  metaTitle: `Search · ${profile.name}`,
  description: `Search the notes, case studies and publications of ${profile.name}.`,
  /** The search box's label, on this page and on /notes and /publications. */
  label: "Search notes and publications",
  button: "Search",
  /**
   * The key that goes to the search page from any page of the notes or publications, with the browser's
   * access-key modifier (Alt, Alt+Shift in Firefox, Control+Option on a Mac); a single letter.
   */
  accessKey: "s",
  /** The header's link to this page. */
  link: "Search",
  linkHint: "Search (access key S)",
  searching: "Searching…",
  /**
   * What was found, said by the page's script: {count} and {query} stand for the number and the words searched
   * for, and the forms are the language's plural categories (Intl.PluralRules: "one", "other", and "few" or
   * "many" where the language has them).
   */
  results: {
    none: "Nothing found for “{query}”.",
    one: "{count} result for “{query}”.",
    other: "{count} results for “{query}”.",
  } as Record<string, string>,
  /** Search runs in the browser: without JavaScript there is none. */
  needsScript: "Search runs in your browser and needs JavaScript. Every note is listed on the notes page.",
  failed: "Search could not load. Try again, or browse the notes.",
  /** What each result is, by the part of the site it comes from. */
  kinds: { notes: "Note", projects: "Case study", publications: "Publication" },
} as const;

export const notebookWords = {
  download: "Download the notebook",
  downloadHint: "(.ipynb, for Jupyter)",
  /** The text alternative of a figure a code cell drew. */
  figureAlt: (cell: number) => `Figure drawn by code cell ${cell} of the notebook`,
  /** After an output too long to show whole (docs/writing.md gives the limits). */
  outputCut: "Output cut: the rest is in the notebook.",
} as const;
