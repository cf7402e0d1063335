/** The German words of the demo's batch scoring (what each is for: ../../en/loan/batch.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/batch";
import { batchScorerWords } from "../batch";

export const batchScoring = {
  ...batchScorerWords,
  title: "Eine ganze Datei bewerten",
  intro:
    "Laden Sie eine CSV-Datei mit Anträgen hoch, und beide Modelle bewerten jede Zeile in Ihrem Browser, in einem Hintergrund-Worker: Die Datei verlässt Ihr Gerät nie.",
  fileLabel: "CSV-Datei mit Anträgen",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Entweder die Spalten des Formulars (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed) oder die des öffentlichen Datensatzes (bewertet mit Alter 35). Bis zu ${maxRows} Zeilen und ${formatNumber(maxMiB)} MB. Sie können eine Datei auch hierher ziehen.`,
  sampleNote: "die ersten 40 Anträge des öffentlichen Datensatzes, einige mit leeren Zellen",
  tooBig: (file: string, maxMiB: number) =>
    `${file} ist größer als ${formatNumber(maxMiB)} MB, das Maximum für die Bewertung im Browser.`,
  summary: {
    rows: "Zeilen in der Datei",
    scored: "Bewertete Zeilen",
    unscored: "Nicht bewertete Zeilen",
    scorecardApproves: "Von der Scorecard bewilligt",
    trainedApproves: "Vom trainierten Modell bewilligt",
    trainedAbstains: "Außerhalb der Daten: kein Urteil des trainierten Modells",
  },
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
} satisfies Translated<typeof en.batchScoring>;
