/** The French words of the demo's batch scoring (what each is for: ../../en/loan/batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/batch";
import { batchScorerWords } from "../batch";

// Counts come written as strings: "label : count" needs no agreement with them.
export const batchScoring = {
  ...batchScorerWords,
  title: "Évaluer tout un fichier",
  intro:
    "Chargez un CSV de demandes : les deux modèles évaluent chaque ligne dans votre navigateur, dans un worker en arrière-plan, et le fichier ne quitte jamais votre appareil.",
  fileLabel: "Fichier CSV de demandes",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Soit les colonnes du formulaire (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed), soit celles du jeu de données public (évaluées avec un âge de 35 ans). Jusqu’à ${maxRows} lignes et ${formatNumber(maxMiB)} Mo. Vous pouvez aussi déposer un fichier ici.`,
  sampleNote: "les 40 premières demandes du jeu de données public, dont quelques-unes avec des cellules vides",
  tooBig: (file: string, maxMiB: number) =>
    `${file} dépasse ${formatNumber(maxMiB)} Mo, le maximum évaluable dans le navigateur.`,
  summary: {
    rows: "Lignes du fichier",
    scored: "Lignes évaluées",
    unscored: "Lignes non évaluées",
    scorecardApproves: "Acceptées par la grille de score",
    trainedApproves: "Acceptées par le modèle entraîné",
    trainedAbstains: "Hors des données : sans verdict du modèle entraîné",
  },
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
} satisfies Translated<typeof en.batchScoring>;
