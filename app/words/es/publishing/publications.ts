/** The Spanish words around the owner's publications (what each is for: ../../en/publishing/publications.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/publications";

export const publicationsPage = {
  path: "/publications",
  label: "Publicaciones",
  title: `Publicaciones · ${profile.name}`,
  description: `Artículos, prepublicaciones y tesis de ${profile.name}, del más reciente al más antiguo, cada uno con su resumen, sus enlaces y su BibTeX.`,
  heading: "Publicaciones",
  intro: "Del más reciente al más antiguo. Cada entrada tiene su resumen y su BibTeX; mi nombre aparece en negrita.",
  undated: "Sin fecha",
  moreAuthors: "et al.",
  moreAuthorsCount: (count: number) => `y ${formatNumber(count)} más`,
  fewerAuthors: "mostrar menos",
  keywords: "Palabras clave",
  selectedBadge: "Destacada",
  abstract: "Resumen",
  bibtex: "BibTeX",
  copy: "Copiar BibTeX",
  copied: "Copiado",
  copyRefused: "Su navegador no permitió copiar: el BibTeX está seleccionado, cópielo manualmente.",
  links: { pdf: "PDF", arxiv: "arXiv", doi: "DOI", code: "Código", slides: "Diapositivas", video: "Vídeo" },
  kinds: {
    "phd-thesis": "Tesis doctoral",
    "masters-thesis": "Tesis de máster",
    thesis: "Tesis",
    preprint: "Prepublicación",
    report: "Informe técnico",
  },
  types: {
    article: "Artículo de revista",
    conference: "Artículo de congreso",
    book: "Libro",
    chapter: "Capítulo de libro",
    thesis: "Tesis",
    preprint: "Prepublicación",
    report: "Informe",
    other: "Otro",
  },
  filter: {
    label: "Filtrar las publicaciones",
    text: "Palabras del título, los autores, la revista o el resumen",
    byYear: "Año",
    byType: "Tipo",
    byKeyword: "Palabra clave",
    any: "Todos",
    reset: "Mostrar todo",
    shown: {
      none: "Ninguna publicación coincide.",
      one: "{count} de {total} publicaciones mostradas.",
      other: "{count} de {total} publicaciones mostradas.",
    } as Record<string, string>,
  },
} as const satisfies Translated<typeof en.publicationsPage>;

export const selectedPublicationsSection = {
  eyebrow: "Investigación",
  title: "Publicaciones seleccionadas",
  intro: "Artículos que me enorgullece haber escrito, con el código y los datos para comprobarlos.",
  allLink: "Todas las publicaciones",
} as const satisfies Translated<typeof en.selectedPublicationsSection>;
