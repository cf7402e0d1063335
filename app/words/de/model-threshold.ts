/** The German words of a model page's threshold explorer (what each is for: ../en/model-threshold.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-threshold";

export const modelThresholdWords = {
  title: "Einen Schwellenwert wählen",
  intro: (rows: string) =>
    `Verschieben Sie den Schwellenwert auf der Wahrscheinlichkeit des Modells und sehen Sie, was es richtig und falsch einordnet. Jede Zahl ist auf den ${rows} zurückgehaltenen Zeilen der Evaluation gezählt.`,
  explorerTitle: "Schwellenwert-Explorer",
  slider: (positive: string) => `Schwellenwert auf der Wahrscheinlichkeit von „${positive}“`,
  everyone: (positive: string) => `alle als „${positive}“ eingeordnet`,
  noOne: (positive: string) => `niemand als „${positive}“ eingeordnet`,
  figures: {
    tpr: "Richtig-positiv-Rate",
    fpr: "Falsch-positiv-Rate",
    precision: "Präzision",
    accuracy: "Genauigkeit",
  },
  share: (rate: string, count: string, of: string) => `${rate} (${count} von ${of})`,
  noPositives: "— (keine eingeordnet)",
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `Bei ${cut}: Richtig-positiv-Rate ${tpr}, Falsch-positiv-Rate ${fpr}, Präzision ${precision}, Genauigkeit ${accuracy}.`,
  matrixCaption: (rows: number) =>
    `Die Einordnungen des Modells auf ${rows} zurückgehaltenen Zeilen bei diesem Schwellenwert`,
  predictedPositive: (positive: string) => `Als „${positive}“ eingeordnet`,
  predictedNegative: (positive: string) => `Nicht als „${positive}“ eingeordnet`,
  actualPositive: (positive: string) => `Tatsächlich „${positive}“`,
  actualNegative: (positive: string) => `Tatsächlich nicht „${positive}“`,
  cellNames: {
    truePositive: "richtig positiv",
    falseNegative: "falsch negativ",
    falsePositive: "falsch positiv",
    trueNegative: "richtig negativ",
  },
  defaultNotDecision: (cut: string) =>
    `Der voreingestellte Schwellenwert von ${cut} ist eine Voreinstellung, keine Entscheidung: Keine Kosten stehen dahinter. Wählen Sie einen Schwellenwert danach, was ein falsch positiver Fall gegenüber einem falsch negativen kostet.`,
  costTitle: "Ein Schwellenwert aus Kosten",
  costRatio: "Was ein falsch positiver Fall kostet, gegenüber einem falsch negativen",
  ratio: (fp: string, fn: string) => `${fp} zu ${fn}`,
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `Bei ${ratio} hat der Schwellenwert ${cut} die geringsten erwarteten Kosten: ${cost} falsch negative Fälle pro Zeile, gegenüber ${atDefault} beim voreingestellten Schwellenwert von ${defaultCut}, ${all}, wenn alle positiv eingeordnet werden, und ${none}, wenn niemand. Er ist auf den Zeilen gewählt, auf denen er gemessen wird: Seine Kosten sind optimistisch.`,
  bayes: (cut: string, cost: string) =>
    `Der Bayes-Schwellenwert, vor dem Blick auf die Daten festgelegt, ordnet eine Zeile ab einer Wahrscheinlichkeit von ${cut} positiv ein (das Verhältnis durch eins plus das Verhältnis): für kalibrierte Wahrscheinlichkeiten die günstigste Regel. Auf diesen Zeilen kostet er ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `Der Bayes-Schwellenwert ab einer Wahrscheinlichkeit von ${cut} kostet auf diesen Zeilen ${cost}, mehr, als alle Zeilen gleich einzuordnen (${best}): Hier sind die Wahrscheinlichkeiten nicht gut genug kalibriert, damit die Regel gilt.`,
  goToCost: "Schwellenwert mit den geringsten Kosten",
} as const satisfies Translated<typeof en.modelThresholdWords>;
