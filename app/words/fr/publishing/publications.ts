/** The French words around the owner's publications (what each is for: ../../en/publishing/publications.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/publications";

export const publicationsPage = {
  path: "/publications",
  label: "Publications",
  title: `Publications · ${profile.name}`,
  description: `Articles, prépublications et thèses signés ${profile.name}, du plus récent au plus ancien, chacun avec son résumé, ses liens et son BibTeX.`,
  heading: "Publications",
  intro: "Du plus récent au plus ancien. Chaque entrée a son résumé et son BibTeX ; mon nom est en gras.",
  undated: "Sans date",
  moreAuthors: "et al.",
  moreAuthorsCount: (count: number) => `et ${formatNumber(count)} autres`,
  fewerAuthors: "afficher moins",
  keywords: "Mots-clés",
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
  types: {
    article: "Article de revue",
    conference: "Article de conférence",
    book: "Livre",
    chapter: "Chapitre de livre",
    thesis: "Thèse",
    preprint: "Prépublication",
    report: "Rapport",
    other: "Autre",
  },
  filter: {
    label: "Filtrer les publications",
    text: "Mots du titre, des auteurs, de la revue ou du résumé",
    byYear: "Année",
    byType: "Type",
    byKeyword: "Mot-clé",
    any: "Tous",
    reset: "Tout afficher",
    shown: {
      none: "Aucune publication ne correspond.",
      one: "{count} publication affichée sur {total}.",
      other: "{count} publications affichées sur {total}.",
    } as Record<string, string>,
  },
} as const satisfies Translated<typeof en.publicationsPage>;

export const selectedPublicationsSection = {
  eyebrow: "Recherche",
  title: "Publications choisies",
  intro: "Des articles qui me tiennent à cœur, avec le code et les données pour les vérifier.",
  allLink: "Toutes les publications",
} as const satisfies Translated<typeof en.selectedPublicationsSection>;
