/** The Spanish words of the demo's batch scoring (what each is for: ../en/loan-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-batch";

export const batchScoring = {
  title: "Evaluar un archivo completo",
  intro:
    "Suba un CSV de solicitudes y ambos modelos evaluarán cada fila en su navegador, en un worker en segundo plano: el archivo nunca sale de su dispositivo.",
  fileLabel: "Archivo CSV de solicitudes",
  fileHint: (maxRows: string, maxMiB: number) =>
    `O bien las columnas del formulario (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed), o bien las del conjunto de datos público (evaluadas con 35 años de edad). Hasta ${maxRows} filas y ${formatNumber(maxMiB)} MB. También puede soltar un archivo aquí.`,
  sample: "Descargar un archivo de ejemplo",
  sampleNote: "las 40 primeras solicitudes del conjunto de datos público, algunas con celdas vacías",
  score: "Evaluar el archivo",
  cancel: "Cancelar",
  starting: (file: string) => `Leyendo ${file}…`,
  progress: (scored: string, total: string) => `Filas evaluadas: ${scored} de ${total}`,
  cancelled: (file: string, scored: string, total: string) =>
    `Cancelado: la evaluación de ${file} se detuvo tras ${scored} de ${total} filas. No se ha conservado nada.`,
  failed: (file: string, message: string) => `${file} no se puede evaluar: ${message}`,
  noFile: "Elija primero un archivo CSV.",
  wrongType: (file: string) => `${file} no es un archivo CSV: elija un archivo cuyo nombre termine en .csv.`,
  emptyFile: (file: string) => `${file} está vacío.`,
  noRows: "El archivo tiene encabezado, pero ninguna fila debajo.",
  workerFailed: "el navegador no pudo iniciar el worker de evaluación.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} supera los ${formatNumber(maxMiB)} MB, el máximo que se evalúa en el navegador.`,
  keptNote: (file: string) => `Los resultados de abajo siguen siendo los de ${file}.`,
  done: (file: string, rows: string) => `Evaluación de ${file} terminada (filas: ${rows}).`,
  resultsTitle: (file: string) => `Resultados de ${file}`,
  summary: {
    rows: "Filas del archivo",
    scored: "Filas evaluadas",
    unscored: "Filas sin evaluar",
    scorecardApproves: "Aprobadas por la tabla de puntuación",
    trainedApproves: "Aprobadas por el modelo entrenado",
    trainedAbstains: "Fuera de los datos: sin veredicto del modelo entrenado",
  },
  download: "Descargar los resultados (CSV)",
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
  notScored: (reason: string) => `Sin evaluar: ${reason}`,
  errorsTitle: (count: string) => `Filas que no se pudieron evaluar (${count})`,
  noErrors: "Se evaluaron todas las filas.",
  errorLine: (row: number, reason: string) => `Fila ${row}: ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Filas ${from}–${to} de ${total}`,
    previous: "Anterior",
    next: "Siguiente",
  },
} satisfies Translated<typeof en.batchScoring>;
