import { profile } from "#app/content/profile";
import type { PublicationKind, PublicationLinkKind, PublicationType } from "#app/site/content-types";

/**
 * The words the pages show around the owner's publications, which come from app/content/publications.bib, a
 * BibTeX file as Zotero, Google Scholar or JabRef export it (docs/publications.md).
 */

/** The page at /publications, and the words of every place that lists publications. */
export const publicationsPage = {
  // The menu's link (../site/navigation.ts) says the same, on its own: importing these words would put them in the
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
