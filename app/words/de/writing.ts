/** The German words of the notes pages (what each is for: ../en/writing.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/writing";
import { feeds } from "./feeds";
import { notesLink } from "./navigation";

const notes = (count: number) => `${formatNumber(count)} ${count === 1 ? "Notiz" : "Notizen"}`;

export const notesPage = {
  path: notesLink.href,
  title: "Notizen",
  intro:
    "Berichte, Experimente und Notebooks: was ich ausprobiert habe, was funktioniert hat und was die Zahlen gezeigt haben.",
  metaTitle: `Notizen · ${profile.name}`,
  description: feeds.description,
} as const satisfies Translated<typeof en.notesPage>;

export const noteWords = {
  minutesToRead: (minutes: number) => `${formatNumber(minutes)} Min. Lesezeit`,
  onThisPage: "Auf dieser Seite",
  tags: "Schlagwörter",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Fußnoten",
  footnoteBack: (reference: number) => `Zurück zum Verweis ${reference}`,
} as const satisfies Translated<typeof en.noteWords>;

export const notesListWords = {
  previous: "Vorherige Notiz",
  next: "Nächste Notiz",
  moreNotes: "Weitere Notizen",
  allNotes: "Alle Notizen",
  tagTitle: (tag: string) => `Notizen zum Schlagwort „${tag}“`,
  tagDescription: (tag: string, count: number) => `${notes(count)} von ${profile.name} zum Schlagwort „${tag}“.`,
  noteCount: notes,
} as const satisfies Translated<typeof en.notesListWords>;

export const notebookWords = {
  download: "Notebook herunterladen",
  downloadHint: "(.ipynb, für Jupyter)",
  figureAlt: (cell: number) => `Abbildung aus Codezelle ${cell} des Notebooks`,
  outputCut: "Ausgabe gekürzt: der Rest steht im Notebook.",
} as const satisfies Translated<typeof en.notebookWords>;
