/** The French words of a model page's batch scoring (what each is for: ../en/model-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-batch";
import { batchScorerWords } from "./batch";

export const modelBatchWords = {
  ...batchScorerWords,
  title: "Évaluer tout un fichier",
  intro:
    "Chargez un CSV d’entrées : le modèle évalue chaque ligne dans votre navigateur, dans un worker en arrière-plan, avec le même code que le lot de l’API, et le fichier ne quitte jamais votre appareil.",
  fileLabel: "Fichier CSV d’entrées",
  fileHint: (columns: string, maxRows: string, maxMiB: number) =>
    `Une ligne d’en-tête avec les colonnes du modèle (${columns}), dans n’importe quel ordre ; les autres colonnes, comme la cible, sont ignorées. Jusqu’à ${maxRows} lignes et ${formatNumber(maxMiB)} Mo, comme pour le lot de l’API. Vous pouvez aussi déposer un fichier ici.`,
  sampleNote: "les lignes d’exemple de cette page",
  modelFailed: "le modèle n’a pas pu être chargé. Vérifiez la connexion et réessayez.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} dépasse ${formatNumber(maxMiB)} Mo, le maximum que prend le lot de l’API.`,
  summary: {
    rows: "Lignes du fichier",
    scored: "Lignes évaluées",
    unscored: "Lignes non évaluées",
    positive: (name: string) => `Prédites « ${name} »`,
    outOfData: "Hors des données de test",
  },
  tableCaption: "La réponse du modèle, ligne par ligne",
  columns: {
    row: "Ligne",
    prediction: "Prédiction",
    probabilityOf: (name: string) => `Probabilité de « ${name} »`,
    probability: "Probabilité",
    set: "Ensemble de prédiction",
    interval: "Intervalle",
    data: "Données de test",
  },
  emptySet: "vide",
  within: "Dedans",
  outside: "Hors des données : une conjecture",
} as const satisfies Translated<typeof en.modelBatchWords>;
