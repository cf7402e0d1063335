/** The German words of the notes pages (what each is for: ../../en/publishing/writing.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/writing";
import { notesLink } from "../site/navigation";

const notes = (count: number) => `${formatNumber(count)} ${count === 1 ? "Notiz" : "Notizen"}`;

export const notesPage = {
  path: notesLink.href,
  title: "Notizen",
  intro:
    "Berichte, Experimente und Notebooks: was ich ausprobiert habe, was funktioniert hat und was die Zahlen gezeigt haben.",
  metaTitle: `Notizen · ${profile.name}`,
  /** /notes' description, and the feeds'. */
  description: `Notizen von ${profile.name} zu maschinellem Lernen in der Praxis: Berichte, Experimente und Jupyter-Notebooks.`,
} as const satisfies Translated<typeof en.notesPage>;

export const noteWords = {
  minutesToRead: (minutes: number) => `${formatNumber(minutes)} Min. Lesezeit`,
  onThisPage: "Auf dieser Seite",
  tags: "Schlagwörter",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Fußnoten",
  footnoteBack: (reference: number) => `Zurück zum Verweis ${reference}`,
  diagramSource: "Der Quelltext des Diagramms",
} as const satisfies Translated<typeof en.noteWords>;

export const notesListWords = {
  previous: "Vorherige Notiz",
  next: "Nächste Notiz",
  moreNotes: "Weitere Notizen",
  allNotes: "Alle Notizen",
  tagTitle: (tag: string) => `Notizen zum Schlagwort „${tag}“`,
  tagDescription: (tag: string, count: number) => `${notes(count)} von ${profile.name} zum Schlagwort „${tag}“.`,
  noteCount: notes,
  related: "Verwandte Notizen",
  pages: "Seiten der Notizen",
  newerNotes: "Neuere Notizen",
  olderNotes: "Ältere Notizen",
  pageOf: (page: number, pages: number) => `Seite ${formatNumber(page)} von ${formatNumber(pages)}`,
  pageTitle: (title: string, page: number) => `${title}, Seite ${formatNumber(page)}`,
} as const satisfies Translated<typeof en.notesListWords>;

export const searchPage = {
  path: "/search",
  title: "Suche",
  metaTitle: `Suche · ${profile.name}`,
  description: `Die Notizen, Fallstudien und Publikationen durchsuchen · ${profile.name}.`,
  label: "Notizen und Publikationen durchsuchen",
  button: "Suchen",
  accessKey: "s",
  link: "Suche",
  linkHint: "Suche (Zugriffstaste S)",
  searching: "Suche läuft…",
  results: {
    none: "Keine Treffer für „{query}“.",
    one: "{count} Treffer für „{query}“.",
    other: "{count} Treffer für „{query}“.",
  } as Record<string, string>,
  needsScript:
    "Die Suche läuft in Ihrem Browser und braucht JavaScript. Alle Notizen stehen auf der Seite der Notizen.",
  failed: "Die Suche konnte nicht geladen werden. Versuchen Sie es erneut, oder stöbern Sie in den Notizen.",
  kinds: { notes: "Notiz", projects: "Fallstudie", publications: "Publikation" },
} as const satisfies Translated<typeof en.searchPage>;

export const notebookWords = {
  download: "Notebook herunterladen",
  downloadHint: "(.ipynb, für Jupyter)",
  figureAlt: (cell: number) => `Abbildung aus Codezelle ${cell} des Notebooks`,
  outputCut: "Ausgabe gekürzt: der Rest steht im Notebook.",
} as const satisfies Translated<typeof en.notebookWords>;
