/** The French words of the notes pages (what each is for: ../../en/publishing/writing.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/publishing/writing";
import { notesLink } from "../site/navigation";

/** "0 note", "1 note", "2 notes": French counts 0 as singular too. */
const notes = (count: number) => `${formatNumber(count)} ${count < 2 ? "note" : "notes"}`;

export const notesPage = {
  path: notesLink.href,
  title: "Notes",
  intro:
    "Comptes rendus, expériences et notebooks : ce que j’ai essayé, ce qui a marché et ce que disaient les chiffres.",
  metaTitle: `Notes · ${profile.name}`,
  /** /notes' description, and the feeds'. */
  description: `Notes sur l’apprentissage automatique en pratique, par ${profile.name} : comptes rendus, expériences et notebooks Jupyter.`,
} as const satisfies Translated<typeof en.notesPage>;

export const noteWords = {
  minutesToRead: (minutes: number) => `${formatNumber(minutes)} min de lecture`,
  onThisPage: "Sur cette page",
  tags: "Mots-clés",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  footnotes: "Notes de bas de page",
  footnoteBack: (reference: number) => `Retour à l’appel de note ${reference}`,
  diagramSource: "La source du diagramme",
} as const satisfies Translated<typeof en.noteWords>;

export const notesListWords = {
  previous: "Note précédente",
  next: "Note suivante",
  moreNotes: "Autres notes",
  allNotes: "Toutes les notes",
  tagTitle: (tag: string) => `Notes avec le mot-clé « ${tag} »`,
  tagDescription: (tag: string, count: number) => `${notes(count)} avec le mot-clé « ${tag} », par ${profile.name}.`,
  noteCount: notes,
  related: "Notes liées",
  pages: "Pages de notes",
  newerNotes: "Notes plus récentes",
  olderNotes: "Notes plus anciennes",
  pageOf: (page: number, pages: number) => `Page ${formatNumber(page)} sur ${formatNumber(pages)}`,
  pageTitle: (title: string, page: number) => `${title}, page ${formatNumber(page)}`,
} as const satisfies Translated<typeof en.notesListWords>;

export const searchPage = {
  path: "/search",
  title: "Recherche",
  metaTitle: `Recherche · ${profile.name}`,
  description: `Rechercher dans les notes, les études de cas et les publications · ${profile.name}.`,
  label: "Rechercher dans les notes et les publications",
  button: "Rechercher",
  accessKey: "s",
  link: "Recherche",
  linkHint: "Recherche (touche d’accès S)",
  searching: "Recherche en cours…",
  results: {
    none: "Aucun résultat pour « {query} ».",
    one: "{count} résultat pour « {query} ».",
    other: "{count} résultats pour « {query} ».",
  } as Record<string, string>,
  needsScript:
    "La recherche fonctionne dans votre navigateur et demande JavaScript. Toutes les notes sont listées sur la page des notes.",
  failed: "La recherche n’a pas pu se charger. Réessayez, ou parcourez les notes.",
  kinds: { notes: "Note", projects: "Étude de cas", publications: "Publication" },
} as const satisfies Translated<typeof en.searchPage>;

export const notebookWords = {
  download: "Télécharger le notebook",
  downloadHint: "(.ipynb, pour Jupyter)",
  figureAlt: (cell: number) => `Figure produite par la cellule de code ${cell} du notebook`,
  outputCut: "Sortie coupée : la suite est dans le notebook.",
} as const satisfies Translated<typeof en.notebookWords>;
