/** The French words of a model's what-if curves (what each is for: ../en/model-what-if.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-what-if";

export const modelWhatIfWords = {
  title: "Et si une valeur était différente ?",
  intro:
    "La réponse du modèle quand un champ numérique parcourt son étendue, tous les autres champs tels que vous les avez saisis (une courbe d’espérance conditionnelle individuelle, ou courbe ICE). Elle s’ouvre sur le champ qui fait le plus bouger la réponse. Une courbe montre comment le modèle réagit, pas ce qui arriverait à quiconque.",
  fieldLegend: "Faire varier",
  axisProbability: (name: string) => `Probabilité de ${name}`,
  axisValue: (target: string) => `${target} prédit`,
  measureProbability: (name: string) => `la probabilité de ${name}`,
  measureValue: (target: string) => `la valeur prédite de ${target}`,
  multiclassNote: (name: string) =>
    `Les courbes suivent la probabilité de ${name}, la classe que le modèle juge la plus probable pour votre saisie.`,
  ownMark: "la vôtre",
  cutMark: (cut: string) => `seuil ${cut}`,
  legendCurve: (axis: string) => `Courbe : ${axis}`,
  legendOwn: "Ligne verticale, cerclée sur la courbe : votre valeur.",
  legendOutside: (min: string, max: string) =>
    `Ombré : au-delà de l’étendue des données de test (de ${min} à ${max}), là où le modèle répond sans données pour l’étayer.`,
  legendCut: (cut: string) => `Ligne pointillée horizontale : le seuil (${cut}).`,
  ownReadout: (field: string, value: string, output: string) => `${field} ${value} (la vôtre) : ${output}`,
  ownEmpty: (field: string) =>
    `${field} a été laissé vide, donc aucune de ses valeurs n’est marquée : le modèle le complète lui-même.`,
  description: (
    field: string,
    measure: string,
    range: { from: string; to: string },
    outputs: { from: string; to: string; low: string; lowAt: string; high: string; highAt: string },
    data: { min: string; max: string },
  ) =>
    `Quand ${field} va de ${range.from} à ${range.to}, tous les autres champs tels que saisis, ${measure} va de ${outputs.from} à ${outputs.to} : au plus bas ${outputs.low} à ${outputs.lowAt}, au plus haut ${outputs.high} à ${outputs.highAt}. Dans les données de test, ${field} va de ${data.min} à ${data.max} ; au-delà, le graphique est ombré.`,
} as const satisfies Translated<typeof en.modelWhatIfWords>;
