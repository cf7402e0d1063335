import { profile } from "./profile";

/**
 * The owner's publications come from `publications.bib` in this folder, a BibTeX file as Zotero, Google
 * Scholar or JabRef export it (docs/publications.md). The build reads it (scripts/publications/); the types
 * below are what it gives the pages. This file holds the words the pages show around the entries.
 */

/** One author as the entry names them; `given` and `family` when BibTeX could split the name. */
export type Author = {
  /** As shown, LaTeX turned into text: "Jörg Müller", "Ana van der Berg", "Google DeepMind". */
  name: string;
  given?: string;
  /** With its particle: "van der Berg". */
  family?: string;
};

/** The links an entry may carry, each from its own BibTeX field (docs/publications.md). */
export type PublicationLinkKind = "pdf" | "arxiv" | "doi" | "code" | "slides" | "video";

/** What kind of work it is, when its venue alone does not say (a journal or a conference does). */
export type PublicationKind = "phd-thesis" | "masters-thesis" | "thesis" | "preprint" | "report";

/** What kind of work it is, for the list's filter: every entry has one, from its BibTeX type. */
export type PublicationType =
  "article" | "conference" | "book" | "chapter" | "thesis" | "preprint" | "report" | "other";

export type Publication = {
  /** The citation key: the entry's id on the page. */
  key: string;
  title: string;
  authors: readonly Author[];
  /** The list ends in "and others". */
  moreAuthors: boolean;
  year?: number;
  /** ISO 8601 as far as the entry says: "2024" or "2024-03". */
  date?: string;
  /** Journal, proceedings, school, institution or publisher, as the entry names it. */
  venue?: string;
  kind?: PublicationKind;
  type: PublicationType;
  /** The entry's `keywords`, as written, but "selected" (a flag, not a subject). */
  keywords: readonly string[];
  abstract?: string;
  /** The entry's own page (its `url` field): an https address or a path on this site. */
  url?: string;
  links: Partial<Record<PublicationLinkKind, string>>;
  /** Flagged `selected = {true}` or with the keyword "selected": also shown on the landing page. */
  selected: boolean;
  /** The entry as written in the file. */
  bibtex: string;
};

/** The page at /publications, and the words of every place that lists publications. */
export const publicationsPage = {
  // The menu's link (navigation.ts) says the same, on its own: importing these words would put them in the
  // first screen's code.
  path: "/publications",
  label: "Publications",
  title: `Publications · ${profile.name}`,
  description: `Papers, preprints and theses by ${profile.name}, newest first, each with its abstract, links and BibTeX.`,
  heading: "Publications",
  intro: "Newest first. Each entry has its abstract and its BibTeX; my name is in bold.",
  /** The heading of entries without a year, listed last. */
  undated: "Undated",
  /** Stands for the authors after the last one named ("and others" in BibTeX). */
  moreAuthors: "et al.",
  /** A long author list is cut to its first few and the owner: this opens the rest (a <details>). */
  moreAuthorsCount: (count: number) => `and ${count} more`,
  fewerAuthors: "show fewer",
  keywords: "Keywords",
  selectedBadge: "Selected",
  abstract: "Abstract",
  bibtex: "BibTeX",
  copy: "Copy BibTeX",
  copied: "Copied",
  /** Said when the browser refuses the clipboard: the BibTeX is then opened and selected instead. */
  copyRefused: "Your browser did not allow copying: the BibTeX is selected, copy it yourself.",
  links: { pdf: "PDF", arxiv: "arXiv", doi: "DOI", code: "Code", slides: "Slides", video: "Video" },
  kinds: {
    "phd-thesis": "PhD thesis",
    "masters-thesis": "Master's thesis",
    thesis: "Thesis",
    preprint: "Preprint",
    report: "Technical report",
  },
  /** The filter's names for each type of work. */
  types: {
    article: "Journal article",
    conference: "Conference paper",
    book: "Book",
    chapter: "Book chapter",
    thesis: "Thesis",
    preprint: "Preprint",
    report: "Report",
    other: "Other",
  },
  /**
   * The filter above the list, which needs JavaScript (without it the whole list shows). {count} and {total}
   * stand for the entries shown and all of them; the forms are the language's plural categories.
   */
  filter: {
    label: "Filter the publications",
    text: "Words in the title, authors, venue or abstract",
    // Not `year`: a key of that name holds a date, which the pseudo-locale keeps as it is.
    byYear: "Year",
    byType: "Type",
    byKeyword: "Keyword",
    any: "All",
    reset: "Show all",
    shown: {
      none: "No publication matches.",
      one: "{count} of {total} publications shown.",
      other: "{count} of {total} publications shown.",
    } as Record<string, string>,
  },
} as const satisfies {
  links: Record<PublicationLinkKind, string>;
  kinds: Record<PublicationKind, string>;
  types: Record<PublicationType, string>;
  [key: string]: unknown;
};

/** The landing page's block of selected publications. */
export const selectedPublicationsSection = {
  eyebrow: "Research",
  title: "Selected publications",
  intro: "Papers I am glad to have written, with the code and data to check them.",
  allLink: "All publications",
} as const;
