/** The Spanish words of a model's charts and fairness table (what each is for: ../en/model-charts.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-charts";

export const modelChartWords = {
  prTitle: "Curva de precisión–exhaustividad",
  prAxisX: "Exhaustividad (tasa de verdaderos positivos)",
  prAxisY: "Precisión",
  prSummary: (rows: string, ap: string, level: string, low: string, high: string, base: string) =>
    `La curva de precisión–exhaustividad de las puntuaciones del modelo en ${rows} filas reservadas: precisión media ${ap} (intervalo del ${level} de ${low} a ${high}). La línea discontinua es la proporción de filas positivas, ${base}: la precisión de una conjetura.`,
  reliabilityTitle: "Fiabilidad",
  reliabilityAxisX: "Probabilidad predicha media",
  reliabilityAxisY: "Tasa observada",
  reliabilitySummary: (bins: string, level: string, brier: string, low: string, high: string) =>
    `Las filas reservadas en ${bins} tramos de probabilidad predicha: la predicción media de cada tramo frente a la frecuencia de la clase positiva en él, con el intervalo del ${level} de esa tasa; en la diagonal discontinua ambas coinciden. Puntuación de Brier ${brier} (intervalo del ${level} de ${low} a ${high}; más bajo es mejor).`,
  reliabilityTable: "Los tramos en una tabla",
  reliabilityCaption: "Tramos de fiabilidad",
  reliabilityColumns: {
    bin: "Predicho",
    rows: "Filas",
    predicted: "Predicción media",
    observed: "Observado",
    interval: "Intervalo",
  },
  bin: (from: string, to: string) => `${from}–${to}`,
  range: (low: string, high: string) => `de ${low} a ${high}`,
  fairnessTitle: "Equidad",
  fairnessIntro: (cut: string, level: string) =>
    `Las tasas de verdaderos y falsos positivos con el umbral de ${cut} en cada grupo de los atributos que nombró el propietario, cada una con su intervalo de Wilson del ${level}. Una brecha es la tasa del grupo más alto menos la del más bajo, con su intervalo por bootstrap de filas: un intervalo que contiene 0 no distingue la brecha de ninguna.`,
  fairnessCaption: (attribute: string) => `Tasas de verdaderos y falsos positivos según ${attribute}`,
  fairnessColumns: {
    group: "Grupo",
    positives: "Filas positivas",
    tpr: "Tasa de verdaderos positivos",
    negatives: "Filas negativas",
    fpr: "Tasa de falsos positivos",
  },
  intervalLabel: "intervalo",
  gap: "Brecha, más alto − más bajo",
  gapPoints: (points: string) => `${points} puntos`,
  gapGroups: (highest: string, lowest: string) => `${highest} − ${lowest}`,
  noRows: "sin filas",
  undefinedInterval: "no definido",
  resamplesKept: (kept: string, resamples: string) =>
    `Un remuestreo sin ninguna fila de algún grupo queda fuera del intervalo de esa brecha: ${kept} de ${resamples} remuestreos conservados.`,
  noAttribute:
    "No se nombra ningún atributo para un informe de equidad, así que no hay ninguno. Su propietario nombra los campos a informar en el model.ts del modelo:",
} as const satisfies Translated<typeof en.modelChartWords>;
