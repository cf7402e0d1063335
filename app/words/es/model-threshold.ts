/** The Spanish words of a model page's threshold explorer (what each is for: ../en/model-threshold.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-threshold";

export const modelThresholdWords = {
  title: "Elegir un umbral",
  intro: (rows: string) =>
    `Mueva el umbral sobre la probabilidad del modelo y vea qué clasifica bien y mal. Cada cifra se cuenta sobre las ${rows} filas de prueba de la evaluación.`,
  explorerTitle: "Explorador de umbral",
  slider: (positive: string) => `Umbral sobre la probabilidad de «${positive}»`,
  everyone: (positive: string) => `todos clasificados «${positive}»`,
  noOne: (positive: string) => `nadie clasificado «${positive}»`,
  figures: {
    tpr: "Tasa de verdaderos positivos",
    fpr: "Tasa de falsos positivos",
    precision: "Precisión",
    accuracy: "Exactitud",
  },
  share: (rate: string, count: string, of: string) => `${rate} (${count} de ${of})`,
  noPositives: "— (ninguno clasificado)",
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `En ${cut}: tasa de verdaderos positivos ${tpr}, tasa de falsos positivos ${fpr}, precisión ${precision}, exactitud ${accuracy}.`,
  matrixCaption: (rows: number) => `Las clasificaciones del modelo sobre ${rows} filas de prueba en este umbral`,
  predictedPositive: (positive: string) => `Clasificado «${positive}»`,
  predictedNegative: (positive: string) => `Clasificado no «${positive}»`,
  actualPositive: (positive: string) => `Realmente «${positive}»`,
  actualNegative: (positive: string) => `Realmente no «${positive}»`,
  cellNames: {
    truePositive: "verdaderos positivos",
    falseNegative: "falsos negativos",
    falsePositive: "falsos positivos",
    trueNegative: "verdaderos negativos",
  },
  defaultNotDecision: (cut: string) =>
    `El umbral por defecto de ${cut} es un valor por defecto, no una decisión: ningún coste lo respalda. Elija un umbral según lo que cuesta un falso positivo frente a un falso negativo.`,
  costTitle: "Un umbral a partir de costes",
  costRatio: "Lo que cuesta un falso positivo, frente a un falso negativo",
  ratio: (fp: string, fn: string) => `${fp} a ${fn}`,
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `A ${ratio}, el umbral de menor coste esperado es ${cut}: ${cost} falsos negativos por fila, frente a ${atDefault} en el umbral por defecto de ${defaultCut}, ${all} clasificando a todos como positivos y ${none} a nadie. Se elige sobre las filas en que se mide, así que su coste es optimista.`,
  bayes: (cut: string, cost: string) =>
    `El umbral de Bayes, fijado antes de ver los datos, clasifica una fila como positiva desde una probabilidad de ${cut} (la razón sobre uno más la razón): para probabilidades calibradas, la regla menos costosa. En estas filas cuesta ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `El umbral de Bayes, desde una probabilidad de ${cut}, cuesta ${cost} en estas filas, más que clasificar todas las filas igual (${best}): aquí las probabilidades no están bastante calibradas para que la regla se cumpla.`,
  goToCost: "Umbral de menor coste",
} as const satisfies Translated<typeof en.modelThresholdWords>;
