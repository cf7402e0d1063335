/** The French words of a model's charts and fairness table (what each is for: ../en/model-charts.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-charts";

export const modelChartWords = {
  prTitle: "Courbe précision–rappel",
  prAxisX: "Rappel (taux de vrais positifs)",
  prAxisY: "Précision",
  prSummary: (rows: string, ap: string, level: string, low: string, high: string, base: string) =>
    `La courbe précision–rappel des scores du modèle sur ${rows} lignes mises de côté : précision moyenne ${ap} (intervalle à ${level} de ${low} à ${high}). La ligne pointillée est la part des lignes positives, ${base} : la précision d’un tirage au hasard.`,
  reliabilityTitle: "Fiabilité",
  reliabilityAxisX: "Probabilité prédite moyenne",
  reliabilityAxisY: "Taux observé",
  reliabilitySummary: (bins: string, level: string, brier: string, low: string, high: string) =>
    `Les lignes mises de côté en ${bins} tranches de probabilité prédite : la prédiction moyenne de chaque tranche face à la fréquence de la classe positive, avec l’intervalle à ${level} de ce taux ; sur la diagonale pointillée, les deux concordent. Score de Brier ${brier} (intervalle à ${level} de ${low} à ${high} ; plus bas, c’est mieux).`,
  reliabilityTable: "Les tranches en tableau",
  reliabilityCaption: "Tranches de fiabilité",
  reliabilityColumns: {
    bin: "Prédit",
    rows: "Lignes",
    predicted: "Prédiction moyenne",
    observed: "Observé",
    interval: "Intervalle",
  },
  bin: (from: string, to: string) => `${from}–${to}`,
  range: (low: string, high: string) => `de ${low} à ${high}`,
  fairnessTitle: "Équité",
  fairnessIntro: (cut: string, level: string) =>
    `Les taux de vrais et de faux positifs au seuil de ${cut} dans chaque groupe des attributs que le propriétaire a nommés, chacun avec son intervalle de Wilson à ${level}. Un écart est le taux du groupe le plus haut moins celui du plus bas, avec son intervalle par bootstrap des lignes : un intervalle qui contient 0 ne distingue pas l’écart d’une absence d’écart.`,
  fairnessCaption: (attribute: string) => `Taux de vrais et de faux positifs selon : ${attribute}`,
  fairnessColumns: {
    group: "Groupe",
    positives: "Lignes positives",
    tpr: "Taux de vrais positifs",
    negatives: "Lignes négatives",
    fpr: "Taux de faux positifs",
  },
  intervalLabel: "intervalle",
  gap: "Écart, plus haut − plus bas",
  gapPoints: (points: string) => `${points} points`,
  gapGroups: (highest: string, lowest: string) => `${highest} − ${lowest}`,
  noRows: "aucune ligne",
  undefinedInterval: "non défini",
  resamplesKept: (kept: string, resamples: string) =>
    `Un rééchantillonnage sans aucune ligne d’un groupe est écarté de l’intervalle de cet écart : ${kept} rééchantillonnages gardés sur ${resamples}.`,
  noAttribute:
    "Aucun attribut n’est nommé pour un rapport d’équité : il n’y en a donc pas. Son propriétaire nomme les champs à rapporter dans le model.ts du modèle :",
} as const satisfies Translated<typeof en.modelChartWords>;
