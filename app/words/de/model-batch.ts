/** The German words of a model page's batch scoring (what each is for: ../en/model-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-batch";
import { batchScorerWords } from "./batch";

export const modelBatchWords = {
  ...batchScorerWords,
  title: "Eine ganze Datei bewerten",
  intro:
    "Laden Sie eine CSV-Datei mit Eingaben hoch, und das Modell bewertet jede Zeile in Ihrem Browser, in einem Hintergrund-Worker, mit demselben Code wie der Stapel-Endpunkt der API: Die Datei verlässt Ihr Gerät nie.",
  fileLabel: "CSV-Datei mit Eingaben",
  fileHint: (columns: string, maxRows: string, maxMiB: number) =>
    `Eine Kopfzeile mit den Spalten des Modells (${columns}) in beliebiger Reihenfolge; andere Spalten, etwa die Zielgröße, werden ignoriert. Bis zu ${maxRows} Zeilen und ${formatNumber(maxMiB)} MB, wie beim Stapel der API. Sie können eine Datei auch hier ablegen.`,
  sampleNote: "die Beispielzeilen dieser Seite",
  modelFailed: "Das Modell konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} ist größer als ${formatNumber(maxMiB)} MB, das Maximum, das der Stapel der API annimmt.`,
  summary: {
    rows: "Zeilen in der Datei",
    scored: "Bewertete Zeilen",
    unscored: "Nicht bewertete Zeilen",
    positive: (name: string) => `Vorhergesagt „${name}“`,
    outOfData: "Außerhalb der Testdaten",
  },
  tableCaption: "Die Antwort des Modells, Zeile für Zeile",
  columns: {
    row: "Zeile",
    prediction: "Vorhersage",
    probabilityOf: (name: string) => `Wahrscheinlichkeit für „${name}“`,
    probability: "Wahrscheinlichkeit",
    set: "Vorhersagemenge",
    interval: "Intervall",
    data: "Testdaten",
  },
  emptySet: "leer",
  within: "Innerhalb",
  outside: "Außerhalb: eine Vermutung",
} as const satisfies Translated<typeof en.modelBatchWords>;
