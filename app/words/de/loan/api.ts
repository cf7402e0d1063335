/** The German words of the demo's API section (what each is for: ../../en/loan/api.ts). */
import type { Translated } from "#app/lib/words";
import { EXAMPLE_APPLICATION } from "#model/example-application";

import type * as en from "../../en/loan/api";

export const apiEndpoint = {
  title: "Live-API-Endpunkt",
  intro:
    "Diese Installation stellt beide Modelle über HTTP bereit. Senden Sie einen Antrag als JSON, aus der Shell oder aus Ihrem Code:",
  method: "POST",
  modelLegend: "Modell",
  models: { scorecard: "Scorecard", trained: "Trainiertes Modell (logistische Regression)" },
  languagesLabel: "Sprache des Beispiels",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  languageNotes: {
    curl: "In ein Terminal einfügen.",
    javascript: "Läuft als ES-Modul in Node.js 20 oder neuer oder in der Konsole eines Browsers.",
    python: "Benötigt das Paket requests (pip install requests).",
  },
  copy: "Kopieren",
  copyName: (language: string) => `Kopieren: Beispiel in ${language}`,
  copied: "In die Zwischenablage kopiert",
  copyFailed: "Kopieren ist hier nicht möglich: Der Code ist markiert, bitte kopieren Sie ihn von Hand",
  responseTitle: "Antwort",
  // The application the API is sent: field names and values are the API's own, in every language.
  exampleApplication: EXAMPLE_APPLICATION,
} as const satisfies Translated<typeof en.apiEndpoint>;
