/** The German words of the demo's datasheet (what each is for: ../../en/loan/datasheet.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/datasheet";

export const datasheetSection = {
  title: "Datenblatt zu den Daten",
  intro:
    "Was die Trainingsdaten sind, nach dem Vorbild der „Datasheets for Datasets“ von Gebru et al.: woher sie stammen, was eine Zeile und ihr Label bedeuten, was fehlt und was sie nicht aussagen können.",
  sourceTitle: "Quelle und Lizenz",
  source: (file: string, sha256: string) =>
    `Die Trainingsdatei der Übungsaufgabe „Loan Prediction“ von Analytics Vidhya, Byte für Byte unverändert als ${file} (sha256 ${sha256}). Eine Lizenz ist nicht angegeben, weder von Analytics Vidhya noch in einer der Kopien, die dieses Projekt gefunden hat; die Datei wird für die Lehre vielfach weiterverbreitet. Ihre Herkunft ist in model/data/SOURCES.md des Projekts dokumentiert.`,
  meaningTitle: "Was eine Zeile und das Label bedeuten",
  meaning:
    "Jede Zeile ist ein Antrag auf einen Immobilienkredit bei einem Kreditgeber, den die Übungsaufgabe Dream Housing Finance nennt. Das Label, Loan_Status, ist die Entscheidung dieses Kreditgebers über den Antrag (Y bewilligt, N abgelehnt), nicht ob der Kredit zurückgezahlt wurde: Die Modelle lernen, mit den früheren Bewilligungen des Kreditgebers übereinzustimmen, nicht Zahlungsausfälle vorherzusagen.",
  overviewCaption: "Die Datei im Originalzustand, bevor leere Zellen gefüllt werden",
  overview: {
    rows: "Anträge",
    columns: "Spalten",
    approved: "Vom Kreditgeber bewilligt (Y)",
    refused: "Vom Kreditgeber abgelehnt (N)",
    withEmpty: "Anträge mit einer leeren Zelle",
  },
  emptyCaption: "Leere Zellen je Spalte (alle übrigen Spalten sind vollständig)",
  valuesCaption: "Die Werte jeder Kategorie: Anträge und der Anteil, den der Kreditgeber bewilligt hat",
  numericCaption: "Die Beträge, über die nicht leeren Zellen",
  columns: {
    column: "Spalte",
    empty: "Leere Zellen",
    values: "Werte",
    cells: "Zellen",
    min: "Kleinster Wert",
    median: "Median",
    max: "Größter Wert",
  },
  empty: "leer",
  value: (value: string, rows: number, approved: string) => `${value} ${formatNumber(rows)} (${approved})`,
  limitsTitle: "Bekannte Grenzen",
  limits: {
    oneLender:
      "Ein einziger Kreditgeber: Die Labels halten die Praxis eines Unternehmens gegenüber seinen eigenen Antragstellern fest, zu einer Zeit und an einem Ort, die die Datei nicht nennt.",
    noRejectInference: (refused: number) =>
      `Keine Reject Inference: Bei den ${formatNumber(refused)} abgelehnten Anträgen weiß niemand, ob der Kredit zurückgezahlt worden wäre, und auch für die bewilligten verzeichnet die Datei keine Rückzahlung.`,
    noAge: (age: number) =>
      `Keine Spalte Age: Die Altersregel der Scorecard lässt sich nicht an den Daten prüfen, und jede Zeile wird mit Alter ${formatNumber(age)} bewertet.`,
    oneMarket:
      "Einkommen und Kreditbeträge aus einem einzigen Markt, in einer Währung und über einen Zeitraum, die die Datei nicht angibt (die Übungsaufgabe nennt den Kreditbetrag in Tausend).",
    small: (rows: number, women: number, notMarried: number) =>
      `Klein: ${formatNumber(rows)} Anträge, davon ${formatNumber(women)} von Frauen und ${formatNumber(notMarried)} von nicht verheirateten Antragstellern, sodass die Quoten einer Gruppe breite Intervalle haben (siehe Fairness).`,
    creditHistory: (empty: number) =>
      `Credit_History ist 1, wenn die Kredithistorie des Antragstellers den Richtlinien des Kreditgebers entspricht, so beschreibt es die Übungsaufgabe; ${formatNumber(empty)} Zeilen lassen sie leer.`,
  },
  usesTitle: "Geeignet für",
  uses: "Die Lehre und die Vorführung, wie Modelle evaluiert werden. Nicht für Entscheidungen über echte Kredite: Sie enthalten frühere Entscheidungen eines einzigen Kreditgebers, von einem unbekannten Ort und aus einer unbekannten Zeit.",
} as const satisfies Translated<typeof en.datasheetSection>;
