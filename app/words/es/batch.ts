/** The Spanish sentences every batch scorer says alike (what each is for: ../en/batch.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/batch";

export const batchScorerWords = {
  sample: "Descargar un archivo de ejemplo",
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
  keptNote: (file: string) => `Los resultados de abajo siguen siendo los de ${file}.`,
  done: (file: string, rows: string) => `Evaluación de ${file} terminada (filas: ${rows}).`,
  resultsTitle: (file: string) => `Resultados de ${file}`,
  download: "Descargar los resultados (CSV)",
  notScored: (reason: string) => `Sin evaluar: ${reason}`,
  errorsTitle: (count: string) => `Filas que no se pudieron evaluar (${count})`,
  noErrors: "Se evaluaron todas las filas.",
  errorLine: (row: number, reason: string) => `Fila ${row}: ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Filas ${from}–${to} de ${total}`,
    previous: "Anterior",
    next: "Siguiente",
  },
} satisfies Translated<typeof en.batchScorerWords>;
