/** The Spanish words of the notes pages (what each is for: ../../en/publishing/writing.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/writing";
import { notesLink } from "../site/navigation";

const notes = (count: number) => `${formatNumber(count)} ${count === 1 ? "nota" : "notas"}`;

export const notesPage = {
  path: notesLink.href,
  title: "Notas",
  intro: "Informes, experimentos y notebooks: qué probé, qué funcionó y qué dijeron los números.",
  metaTitle: `Notas · ${profile.name}`,
  /** /notes' description, and the feeds'. */
  description: `Notas de ${profile.name} sobre aprendizaje automático en la práctica: informes, experimentos y notebooks de Jupyter.`,
} as const satisfies Translated<typeof en.notesPage>;

export const noteWords = {
  minutesToRead: (minutes: number) => `${formatNumber(minutes)} min de lectura`,
  onThisPage: "En esta página",
  tags: "Etiquetas",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Notas al pie",
  footnoteBack: (reference: number) => `Volver a la referencia ${reference}`,
  diagramSource: "El código fuente del diagrama",
} as const satisfies Translated<typeof en.noteWords>;

export const notesListWords = {
  previous: "Nota anterior",
  next: "Nota siguiente",
  moreNotes: "Más notas",
  allNotes: "Todas las notas",
  tagTitle: (tag: string) => `Notas con la etiqueta «${tag}»`,
  tagDescription: (tag: string, count: number) => `${notes(count)} de ${profile.name} con la etiqueta «${tag}».`,
  noteCount: notes,
  related: "Notas relacionadas",
  pages: "Páginas de notas",
  newerNotes: "Notas más recientes",
  olderNotes: "Notas más antiguas",
  pageOf: (page: number, pages: number) => `Página ${formatNumber(page)} de ${formatNumber(pages)}`,
  pageTitle: (title: string, page: number) => `${title}, página ${formatNumber(page)}`,
} as const satisfies Translated<typeof en.notesListWords>;

export const searchPage = {
  path: "/search",
  title: "Búsqueda",
  metaTitle: `Búsqueda · ${profile.name}`,
  description: `Buscar en las notas, los casos de estudio y las publicaciones · ${profile.name}.`,
  label: "Buscar en las notas y las publicaciones",
  button: "Buscar",
  accessKey: "s",
  link: "Búsqueda",
  linkHint: "Búsqueda (tecla de acceso S)",
  searching: "Buscando…",
  results: {
    none: "No hay resultados para «{query}».",
    one: "{count} resultado para «{query}».",
    other: "{count} resultados para «{query}».",
  } as Record<string, string>,
  needsScript:
    "La búsqueda funciona en su navegador y necesita JavaScript. Todas las notas están en la página de notas.",
  failed: "No se pudo cargar la búsqueda. Inténtelo de nuevo, o consulte las notas.",
  kinds: { notes: "Nota", projects: "Caso de estudio", publications: "Publicación" },
} as const satisfies Translated<typeof en.searchPage>;

export const notebookWords = {
  download: "Descargar el notebook",
  downloadHint: "(.ipynb, para Jupyter)",
  figureAlt: (cell: number) => `Figura generada por la celda de código ${cell} del notebook`,
  outputCut: "Salida cortada: el resto está en el notebook.",
} as const satisfies Translated<typeof en.notebookWords>;
