/** The Spanish words of the demo's datasheet (what each is for: ../../en/loan/datasheet.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/datasheet";

export const datasheetSection = {
  title: "Ficha técnica de los datos",
  intro:
    "Qué son los datos de entrenamiento, según el modelo de «Datasheets for Datasets» de Gebru et al.: de dónde vienen, qué significan una fila y su etiqueta, qué falta y qué no pueden decir.",
  sourceTitle: "Fuente y licencia",
  source: (file: string, sha256: string) =>
    `El archivo de entrenamiento del problema de práctica «Loan Prediction» de Analytics Vidhya, conservado byte a byte como ${file} (sha256 ${sha256}). No se indica ninguna licencia, ni por parte de Analytics Vidhya ni en ninguna de las copias que encontró este proyecto; el archivo se redistribuye ampliamente con fines docentes. Su procedencia consta en model/data/SOURCES.md del proyecto.`,
  meaningTitle: "Qué significan una fila y la etiqueta",
  meaning:
    "Cada fila es una solicitud de préstamo hipotecario a un mismo prestamista, al que el problema de práctica llama Dream Housing Finance. La etiqueta, Loan_Status, es la decisión de ese prestamista sobre la solicitud (Y aprobada, N rechazada), no si el préstamo se devolvió: los modelos aprenden a coincidir con las aprobaciones pasadas del prestamista, no a predecir el impago.",
  overviewCaption: "El archivo tal cual, antes de rellenar ninguna celda vacía",
  overview: {
    rows: "Solicitudes",
    columns: "Columnas",
    approved: "Aprobadas por el prestamista (Y)",
    refused: "Rechazadas por el prestamista (N)",
    withEmpty: "Solicitudes con alguna celda vacía",
  },
  emptyCaption: "Celdas vacías por columna (todas las demás columnas están completas)",
  valuesCaption: "Los valores de cada categoría: solicitudes y proporción aprobada por el prestamista",
  numericCaption: "Los importes, sobre las celdas no vacías",
  columns: {
    column: "Columna",
    empty: "Celdas vacías",
    values: "Valores",
    cells: "Celdas",
    min: "Mínimo",
    median: "Mediana",
    max: "Máximo",
  },
  empty: "vacía",
  value: (value: string, rows: number, approved: string) => `${value} ${formatNumber(rows)} (${approved})`,
  limitsTitle: "Límites conocidos",
  limits: {
    oneLender:
      "Un solo prestamista: las etiquetas recogen la política de una empresa con sus propios solicitantes, en un momento y un lugar que el archivo no indica.",
    noRejectInference: (refused: number) =>
      `Sin inferencia de rechazados: de las ${formatNumber(refused)} solicitudes rechazadas nadie sabe si el préstamo se habría devuelto, y el archivo tampoco registra la devolución de las aprobadas.`,
    noAge: (age: number) =>
      `Sin columna Age: la regla de edad de la tabla de puntuación no se puede contrastar con los datos, y cada fila se evalúa con ${formatNumber(age)} años de edad.`,
    oneMarket:
      "Ingresos e importes de préstamo de un solo mercado, en una moneda y un periodo que el archivo no indica (el problema de práctica da el importe del préstamo en miles).",
    small: (rows: number, women: number, notMarried: number) =>
      `Pequeño: ${formatNumber(rows)} solicitudes, ${formatNumber(women)} de ellas de mujeres y ${formatNumber(notMarried)} de personas no casadas, así que las tasas de un grupo tienen intervalos amplios (véase Equidad).`,
    creditHistory: (empty: number) =>
      `Credit_History vale 1 cuando el historial crediticio del solicitante cumple los criterios del prestamista, según lo describe el problema de práctica; ${formatNumber(empty)} filas lo dejan vacío.`,
  },
  usesTitle: "Apto para",
  uses: "La docencia y mostrar cómo se evalúan los modelos. No para decidir préstamos reales: contiene las decisiones pasadas de un solo prestamista, de un lugar y una época no indicados.",
} as const satisfies Translated<typeof en.datasheetSection>;
