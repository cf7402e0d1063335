/** The Spanish words of the notes pages (what each is for: ../en/writing.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/writing";
import { feeds } from "./feeds";
import { notesLink } from "./navigation";

const notes = (count: number) => `${formatNumber(count)} ${count === 1 ? "nota" : "notas"}`;

export const notesPage = {
  path: notesLink.href,
  title: "Notas",
  intro: "Informes, experimentos y notebooks: qué probé, qué funcionó y qué dijeron los números.",
  metaTitle: `Notas · ${profile.name}`,
  description: feeds.description,
} as const satisfies Translated<typeof en.notesPage>;

export const noteWords = {
  minutesToRead: (minutes: number) => `${formatNumber(minutes)} min de lectura`,
  onThisPage: "En esta página",
  tags: "Etiquetas",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Notas al pie",
  footnoteBack: (reference: number) => `Volver a la referencia ${reference}`,
} as const satisfies Translated<typeof en.noteWords>;

export const notesListWords = {
  previous: "Nota anterior",
  next: "Nota siguiente",
  moreNotes: "Más notas",
  allNotes: "Todas las notas",
  tagTitle: (tag: string) => `Notas con la etiqueta «${tag}»`,
  tagDescription: (tag: string, count: number) => `${notes(count)} de ${profile.name} con la etiqueta «${tag}».`,
  noteCount: notes,
} as const satisfies Translated<typeof en.notesListWords>;

export const notebookWords = {
  download: "Descargar el notebook",
  downloadHint: "(.ipynb, para Jupyter)",
  figureAlt: (cell: number) => `Figura generada por la celda de código ${cell} del notebook`,
  outputCut: "Salida cortada: el resto está en el notebook.",
} as const satisfies Translated<typeof en.notebookWords>;
