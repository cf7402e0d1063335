/** The French sentences every batch scorer says alike (what each is for: ../en/batch.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/batch";

export const batchScorerWords = {
  sample: "Télécharger un fichier d’exemple",
  score: "Évaluer le fichier",
  cancel: "Annuler",
  starting: (file: string) => `Lecture de ${file}…`,
  progress: (scored: string, total: string) => `Lignes évaluées : ${scored} sur ${total}`,
  cancelled: (file: string, scored: string, total: string) =>
    `Annulé : l’évaluation de ${file} a été interrompue (lignes évaluées : ${scored} sur ${total}). Rien n’en a été conservé.`,
  failed: (file: string, message: string) => `${file} ne peut pas être évalué : ${message}`,
  noFile: "Choisissez d’abord un fichier CSV.",
  wrongType: (file: string) =>
    `${file} n’est pas un fichier CSV : choisissez un fichier dont le nom se termine par .csv.`,
  emptyFile: (file: string) => `${file} est vide.`,
  noRows: "Le fichier a une ligne d’en-tête, mais aucune ligne en dessous.",
  workerFailed: "le navigateur n’a pas pu lancer le worker d’évaluation.",
  keptNote: (file: string) => `Les résultats ci-dessous restent ceux de ${file}.`,
  done: (file: string, rows: string) => `Évaluation de ${file} terminée (lignes : ${rows}).`,
  resultsTitle: (file: string) => `Résultats pour ${file}`,
  download: "Télécharger les résultats (CSV)",
  notScored: (reason: string) => `Non évaluée : ${reason}`,
  errorsTitle: (count: string) => `Lignes non évaluées (${count})`,
  noErrors: "Toutes les lignes ont été évaluées.",
  errorLine: (row: number, reason: string) => `Ligne ${row} : ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Lignes ${from} à ${to} sur ${total}`,
    previous: "Précédentes",
    next: "Suivantes",
  },
} satisfies Translated<typeof en.batchScorerWords>;
