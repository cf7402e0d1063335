/** The French words of a model page's threshold explorer (what each is for: ../en/model-threshold.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-threshold";

export const modelThresholdWords = {
  title: "Choisir un seuil",
  intro: (rows: string) =>
    `Déplacez le seuil sur la probabilité du modèle et voyez ce qu’il classe bien et mal. Chaque chiffre est compté sur les ${rows} lignes de test de l’évaluation.`,
  explorerTitle: "Explorateur de seuil",
  slider: (positive: string) => `Seuil sur la probabilité de « ${positive} »`,
  everyone: (positive: string) => `tout le monde classé « ${positive} »`,
  noOne: (positive: string) => `personne classé « ${positive} »`,
  figures: {
    tpr: "Taux de vrais positifs",
    fpr: "Taux de faux positifs",
    precision: "Précision",
    accuracy: "Exactitude",
  },
  share: (rate: string, count: string, of: string) => `${rate} (${count} sur ${of})`,
  noPositives: "— (aucun classé)",
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `À ${cut} : taux de vrais positifs ${tpr}, taux de faux positifs ${fpr}, précision ${precision}, exactitude ${accuracy}.`,
  matrixCaption: (rows: number) => `Les classements du modèle sur ${rows} lignes de test à ce seuil`,
  predictedPositive: (positive: string) => `Classé « ${positive} »`,
  predictedNegative: (positive: string) => `Classé non « ${positive} »`,
  actualPositive: (positive: string) => `Réellement « ${positive} »`,
  actualNegative: (positive: string) => `Réellement non « ${positive} »`,
  cellNames: {
    truePositive: "vrais positifs",
    falseNegative: "faux négatifs",
    falsePositive: "faux positifs",
    trueNegative: "vrais négatifs",
  },
  defaultNotDecision: (cut: string) =>
    `Le seuil par défaut de ${cut} est un défaut, pas une décision : aucun coût ne le justifie. Choisissez un seuil d’après ce que coûte un faux positif face à un faux négatif.`,
  costTitle: "Un seuil d’après les coûts",
  costRatio: "Ce que coûte un faux positif, face à un faux négatif",
  ratio: (fp: string, fn: string) => `${fp} pour ${fn}`,
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `À ${ratio}, le seuil au moindre coût attendu est ${cut} : ${cost} faux négatifs par ligne, contre ${atDefault} au seuil par défaut de ${defaultCut}, ${all} en classant tout le monde positif et ${none} en ne classant personne. Il est choisi sur les lignes où il est mesuré : son coût est optimiste.`,
  bayes: (cut: string, cost: string) =>
    `Le seuil de Bayes, fixé avant de voir les données, classe une ligne positive à partir d’une probabilité de ${cut} (le rapport sur un plus le rapport) : pour des probabilités calibrées, la règle la moins coûteuse. Sur ces lignes, il coûte ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `Le seuil de Bayes, à partir d’une probabilité de ${cut}, coûte ${cost} sur ces lignes, plus que de classer toutes les lignes de la même façon (${best}) : ici, les probabilités ne sont pas assez calibrées pour que la règle tienne.`,
  goToCost: "Seuil au moindre coût",
} as const satisfies Translated<typeof en.modelThresholdWords>;
