/** The German words around the owner's publications (what each is for: ../../en/publishing/publications.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/publications";

export const publicationsPage = {
  path: "/publications",
  label: "Publikationen",
  title: `Publikationen · ${profile.name}`,
  description: `Artikel, Preprints und Abschlussarbeiten von ${profile.name}, die neuesten zuerst, jeweils mit Abstract, Links und BibTeX.`,
  heading: "Publikationen",
  intro: "Die neuesten zuerst. Jeder Eintrag hat sein Abstract und seinen BibTeX-Eintrag; mein Name ist fett gesetzt.",
  undated: "Ohne Datum",
  moreAuthors: "et al.",
  moreAuthorsCount: (count: number) => `und ${formatNumber(count)} weitere`,
  fewerAuthors: "weniger anzeigen",
  keywords: "Schlagwörter",
  selectedBadge: "Ausgewählt",
  abstract: "Zusammenfassung",
  bibtex: "BibTeX",
  copy: "BibTeX kopieren",
  copied: "Kopiert",
  copyRefused:
    "Ihr Browser hat das Kopieren nicht erlaubt: Der BibTeX-Eintrag ist markiert, bitte kopieren Sie ihn selbst.",
  links: { pdf: "PDF", arxiv: "arXiv", doi: "DOI", code: "Code", slides: "Folien", video: "Video" },
  kinds: {
    "phd-thesis": "Dissertation",
    "masters-thesis": "Masterarbeit",
    thesis: "Abschlussarbeit",
    preprint: "Preprint",
    report: "Technischer Bericht",
  },
  types: {
    article: "Zeitschriftenartikel",
    conference: "Konferenzbeitrag",
    book: "Buch",
    chapter: "Buchkapitel",
    thesis: "Abschlussarbeit",
    preprint: "Preprint",
    report: "Bericht",
    other: "Sonstiges",
  },
  filter: {
    label: "Publikationen filtern",
    text: "Wörter aus Titel, Autorschaft, Publikationsort oder Abstract",
    byYear: "Jahr",
    byType: "Art",
    byKeyword: "Schlagwort",
    any: "Alle",
    reset: "Alle anzeigen",
    shown: {
      none: "Keine Publikation passt.",
      one: "{count} von {total} Publikationen angezeigt.",
      other: "{count} von {total} Publikationen angezeigt.",
    } as Record<string, string>,
  },
} as const satisfies Translated<typeof en.publicationsPage>;

export const selectedPublicationsSection = {
  eyebrow: "Forschung",
  title: "Ausgewählte Publikationen",
  intro: "Arbeiten, die ich gern geschrieben habe, mit Code und Daten zum Nachprüfen.",
  allLink: "Alle Publikationen",
} as const satisfies Translated<typeof en.selectedPublicationsSection>;
