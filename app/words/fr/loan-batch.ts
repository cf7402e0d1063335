/** The French words of the demo's batch scoring (what each is for: ../en/loan-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-batch";

// Counts come written as strings: "label : count" needs no agreement with them.
export const batchScoring = {
  title: "Évaluer tout un fichier",
  intro:
    "Chargez un CSV de demandes : les deux modèles évaluent chaque ligne dans votre navigateur, dans un worker en arrière-plan, et le fichier ne quitte jamais votre appareil.",
  fileLabel: "Fichier CSV de demandes",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Soit les colonnes du formulaire (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed), soit celles du jeu de données public (évaluées avec un âge de 35 ans). Jusqu’à ${maxRows} lignes et ${formatNumber(maxMiB)} Mo. Vous pouvez aussi déposer un fichier ici.`,
  sample: "Télécharger un fichier d’exemple",
  sampleNote: "les 40 premières demandes du jeu de données public, dont quelques-unes avec des cellules vides",
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
  tooBig: (file: string, maxMiB: number) =>
    `${file} dépasse ${formatNumber(maxMiB)} Mo, le maximum évaluable dans le navigateur.`,
  keptNote: (file: string) => `Les résultats ci-dessous restent ceux de ${file}.`,
  done: (file: string, rows: string) => `Évaluation de ${file} terminée (lignes : ${rows}).`,
  resultsTitle: (file: string) => `Résultats pour ${file}`,
  summary: {
    rows: "Lignes du fichier",
    scored: "Lignes évaluées",
    unscored: "Lignes non évaluées",
    scorecardApproves: "Acceptées par la grille de score",
    trainedApproves: "Acceptées par le modèle entraîné",
    trainedAbstains: "Hors des données : sans verdict du modèle entraîné",
  },
  download: "Télécharger les résultats (CSV)",
  tableCaption: "Les verdicts des deux modèles, ligne par ligne",
  columns: {
    row: "Ligne",
    scorecard: "Grille de score",
    score: "Points",
    scorecardProbability: "Probabilité (grille de score)",
    trained: "Modèle entraîné",
    trainedProbability: "Probabilité (modèle entraîné)",
  },
  approved: "Accepté",
  rejected: "Refusé",
  noVerdict: "Hors des données : pas de verdict",
  notScored: (reason: string) => `Non évaluée : ${reason}`,
  errorsTitle: (count: string) => `Lignes non évaluées (${count})`,
  noErrors: "Toutes les lignes ont été évaluées.",
  errorLine: (row: number, reason: string) => `Ligne ${row} : ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Lignes ${from} à ${to} sur ${total}`,
    previous: "Précédentes",
    next: "Suivantes",
  },
} satisfies Translated<typeof en.batchScoring>;
