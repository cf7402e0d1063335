/** The German words of the demo's batch scoring (what each is for: ../en/loan-batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-batch";

export const batchScoring = {
  title: "Eine ganze Datei bewerten",
  intro:
    "Laden Sie eine CSV-Datei mit Anträgen hoch, und beide Modelle bewerten jede Zeile in Ihrem Browser, in einem Hintergrund-Worker: Die Datei verlässt Ihr Gerät nie.",
  fileLabel: "CSV-Datei mit Anträgen",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Entweder die Spalten des Formulars (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed) oder die des öffentlichen Datensatzes (bewertet mit Alter 35). Bis zu ${maxRows} Zeilen und ${formatNumber(maxMiB)} MB. Sie können eine Datei auch hierher ziehen.`,
  sample: "Beispieldatei herunterladen",
  sampleNote: "die ersten 40 Anträge des öffentlichen Datensatzes, einige mit leeren Zellen",
  score: "Datei bewerten",
  cancel: "Abbrechen",
  starting: (file: string) => `${file} wird gelesen…`,
  progress: (scored: string, total: string) => `${scored} von ${total} Zeilen bewertet`,
  cancelled: (file: string, scored: string, total: string) =>
    `Abgebrochen: Die Bewertung von ${file} wurde nach ${scored} von ${total} Zeilen beendet. Nichts davon wurde behalten.`,
  failed: (file: string, message: string) => `${file} kann nicht bewertet werden: ${message}`,
  noFile: "Wählen Sie zuerst eine CSV-Datei.",
  wrongType: (file: string) => `${file} ist keine CSV-Datei: Wählen Sie eine Datei mit der Endung .csv.`,
  emptyFile: (file: string) => `${file} ist leer.`,
  noRows: "Die Datei hat eine Kopfzeile, aber keine Zeilen darunter.",
  workerFailed: "Der Browser konnte den Bewertungs-Worker nicht starten.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} ist größer als ${formatNumber(maxMiB)} MB, das Maximum für die Bewertung im Browser.`,
  keptNote: (file: string) => `Die Ergebnisse unten sind weiterhin die von ${file}.`,
  done: (file: string, rows: string) => `${file} bewertet: ${rows} Zeilen.`,
  resultsTitle: (file: string) => `Ergebnisse für ${file}`,
  summary: {
    rows: "Zeilen in der Datei",
    scored: "Bewertete Zeilen",
    unscored: "Nicht bewertete Zeilen",
    scorecardApproves: "Von der Scorecard bewilligt",
    trainedApproves: "Vom trainierten Modell bewilligt",
    trainedAbstains: "Außerhalb der Daten: kein Urteil des trainierten Modells",
  },
  download: "Ergebnisse herunterladen (CSV)",
  tableCaption: "Die Urteile beider Modelle, Zeile für Zeile",
  columns: {
    row: "Zeile",
    scorecard: "Scorecard",
    score: "Punktzahl",
    scorecardProbability: "Wahrscheinlichkeit (Scorecard)",
    trained: "Trainiertes Modell",
    trainedProbability: "Wahrscheinlichkeit (trainiertes Modell)",
  },
  approved: "Bewilligt",
  rejected: "Abgelehnt",
  noVerdict: "Außerhalb der Daten: kein Urteil",
  notScored: (reason: string) => `Nicht bewertet: ${reason}`,
  errorsTitle: (count: string) => `Zeilen, die nicht bewertet werden konnten (${count})`,
  noErrors: "Jede Zeile wurde bewertet.",
  errorLine: (row: number, reason: string) => `Zeile ${row}: ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Zeilen ${from}–${to} von ${total}`,
    previous: "Zurück",
    next: "Weiter",
  },
} satisfies Translated<typeof en.batchScoring>;
