/** The German sentences every batch scorer says alike (what each is for: ../en/batch.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/batch";

export const batchScorerWords = {
  sample: "Beispieldatei herunterladen",
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
  keptNote: (file: string) => `Die Ergebnisse unten sind weiterhin die von ${file}.`,
  done: (file: string, rows: string) => `${file} bewertet: ${rows} Zeilen.`,
  resultsTitle: (file: string) => `Ergebnisse für ${file}`,
  download: "Ergebnisse herunterladen (CSV)",
  notScored: (reason: string) => `Nicht bewertet: ${reason}`,
  errorsTitle: (count: string) => `Zeilen, die nicht bewertet werden konnten (${count})`,
  noErrors: "Jede Zeile wurde bewertet.",
  errorLine: (row: number, reason: string) => `Zeile ${row}: ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Zeilen ${from}–${to} von ${total}`,
    previous: "Zurück",
    next: "Weiter",
  },
} satisfies Translated<typeof en.batchScorerWords>;
