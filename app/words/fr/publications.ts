/** The French words around the owner's publications (what each is for: ../en/publications.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/publications";

export const publicationsPage = {
  path: "/publications",
  label: "Publications",
  title: `Publications · ${profile.name}`,
  description: `Articles, prépublications et thèses signés ${profile.name}, du plus récent au plus ancien, chacun avec son résumé, ses liens et son BibTeX.`,
  heading: "Publications",
  intro: "Du plus récent au plus ancien. Chaque entrée a son résumé et son BibTeX ; mon nom est en gras.",
  undated: "Sans date",
  moreAuthors: "et al.",
  selectedBadge: "Sélection",
  abstract: "Résumé",
  bibtex: "BibTeX",
  copy: "Copier le BibTeX",
  copied: "Copié",
  copyRefused: "Votre navigateur n’a pas autorisé la copie : le BibTeX est sélectionné, copiez-le vous-même.",
  links: { pdf: "PDF", arxiv: "arXiv", doi: "DOI", code: "Code", slides: "Diapositives", video: "Vidéo" },
  kinds: {
    "phd-thesis": "Thèse de doctorat",
    "masters-thesis": "Mémoire de master",
    thesis: "Thèse",
    preprint: "Prépublication",
    report: "Rapport technique",
  },
} as const satisfies Translated<typeof en.publicationsPage>;

export const selectedPublicationsSection = {
  eyebrow: "Recherche",
  title: "Publications choisies",
  intro: "Des articles qui me tiennent à cœur, avec le code et les données pour les vérifier.",
  allLink: "Toutes les publications",
} as const satisfies Translated<typeof en.selectedPublicationsSection>;
