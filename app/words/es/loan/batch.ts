/** The Spanish words of the demo's batch scoring (what each is for: ../../en/loan/batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/batch";
import { batchScorerWords } from "../batch";

export const batchScoring = {
  ...batchScorerWords,
  title: "Evaluar un archivo completo",
  intro:
    "Suba un CSV de solicitudes y ambos modelos evaluarán cada fila en su navegador, en un worker en segundo plano: el archivo nunca sale de su dispositivo.",
  fileLabel: "Archivo CSV de solicitudes",
  fileHint: (maxRows: string, maxMiB: number) =>
    `O bien las columnas del formulario (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed), o bien las del conjunto de datos público (evaluadas con 35 años de edad). Hasta ${maxRows} filas y ${formatNumber(maxMiB)} MB. También puede soltar un archivo aquí.`,
  sampleNote: "las 40 primeras solicitudes del conjunto de datos público, algunas con celdas vacías",
  tooBig: (file: string, maxMiB: number) =>
    `${file} supera los ${formatNumber(maxMiB)} MB, el máximo que se evalúa en el navegador.`,
  summary: {
    rows: "Filas del archivo",
    scored: "Filas evaluadas",
    unscored: "Filas sin evaluar",
    scorecardApproves: "Aprobadas por la tabla de puntuación",
    trainedApproves: "Aprobadas por el modelo entrenado",
    trainedAbstains: "Fuera de los datos: sin veredicto del modelo entrenado",
  },
  tableCaption: "Los veredictos de ambos modelos, fila por fila",
  columns: {
    row: "Fila",
    scorecard: "Tabla de puntuación",
    score: "Puntos",
    scorecardProbability: "Probabilidad (tabla de puntuación)",
    trained: "Modelo entrenado",
    trainedProbability: "Probabilidad (modelo entrenado)",
  },
  approved: "Aprobado",
  rejected: "Rechazado",
  noVerdict: "Fuera de los datos: sin veredicto",
} satisfies Translated<typeof en.batchScoring>;
