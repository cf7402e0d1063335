/** The Spanish words of a model page's batch scoring (what each is for: ../en/model-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-batch";
import { batchScorerWords } from "./batch";

export const modelBatchWords = {
  ...batchScorerWords,
  title: "Evaluar un archivo completo",
  intro:
    "Suba un CSV de entradas y el modelo evaluará cada fila en su navegador, en un worker en segundo plano, con el mismo código que el lote de la API: el archivo nunca sale de su dispositivo.",
  fileLabel: "Archivo CSV de entradas",
  fileHint: (columns: string, maxRows: string, maxMiB: number) =>
    `Un encabezado con las columnas del modelo (${columns}), en cualquier orden; las demás columnas, como el objetivo, se ignoran. Hasta ${maxRows} filas y ${formatNumber(maxMiB)} MB, como admite el lote de la API. También puede soltar un archivo aquí.`,
  sampleNote: "las filas de ejemplo de esta página",
  modelFailed: "no se pudo cargar el modelo. Compruebe la conexión y vuelva a intentarlo.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} supera los ${formatNumber(maxMiB)} MB, el máximo que admite el lote de la API.`,
  summary: {
    rows: "Filas del archivo",
    scored: "Filas evaluadas",
    unscored: "Filas sin evaluar",
    positive: (name: string) => `Predichas «${name}»`,
    outOfData: "Fuera de los datos de prueba",
  },
  tableCaption: "La respuesta del modelo, fila por fila",
  columns: {
    row: "Fila",
    prediction: "Predicción",
    probabilityOf: (name: string) => `Probabilidad de «${name}»`,
    probability: "Probabilidad",
    set: "Conjunto de predicción",
    interval: "Intervalo",
    data: "Datos de prueba",
  },
  emptySet: "vacío",
  within: "Dentro",
  outside: "Fuera: una conjetura",
} as const satisfies Translated<typeof en.modelBatchWords>;
