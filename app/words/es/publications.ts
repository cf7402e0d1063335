/** The Spanish words around the owner's publications (what each is for: ../en/publications.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/publications";

export const publicationsPage = {
  path: "/publications",
  label: "Publicaciones",
  title: `Publicaciones · ${profile.name}`,
  description: `Artículos, prepublicaciones y tesis de ${profile.name}, del más reciente al más antiguo, cada uno con su resumen, sus enlaces y su BibTeX.`,
  heading: "Publicaciones",
  intro: "Del más reciente al más antiguo. Cada entrada tiene su resumen y su BibTeX; mi nombre aparece en negrita.",
  undated: "Sin fecha",
  moreAuthors: "et al.",
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
} as const satisfies Translated<typeof en.publicationsPage>;

export const selectedPublicationsSection = {
  eyebrow: "Investigación",
  title: "Publicaciones seleccionadas",
  intro: "Artículos que me enorgullece haber escrito, con el código y los datos para comprobarlos.",
  allLink: "Todas las publicaciones",
} as const satisfies Translated<typeof en.selectedPublicationsSection>;
