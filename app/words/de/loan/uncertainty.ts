/** The German words around each answer's uncertainty (what each is for: ../../en/loan/uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/uncertainty";

export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Wahrscheinlich zwischen ${low} und ${high}: Hätte das Modell aus einer anderen Stichprobe früherer Antragsteller gelernt, läge seine Antwort 9 von 10 Mal in diesem Bereich.`,
  coverage: {
    trained: (goodCredit: string, poorCredit: string, simulations: string) =>
      `Wie weit dem zu trauen ist: In ${simulations} simulierten Stichproben, in denen dieses Modell als wahr gilt, enthielten solche Intervalle ${goodCredit} der neuen Antworten für Antragsteller mit guter Kredithistorie, aber nur ${poorCredit} für die ohne. Offen bleibt, wie sicher das Ergebnis eines einzelnen Antragstellers ist.`,
    scorecard: (range: string, simulations: string) =>
      `Wie weit dem zu trauen ist: In ${simulations} simulierten Stichproben, in denen diese Kalibrierung als wahr gilt, enthielten solche Intervalle ${range} der neuen Antworten. Offen bleibt, wie sicher das Ergebnis eines einzelnen Antragstellers ist.`,
    range: (low: string, high: string) => (low === high ? low : `${low} bis ${high}`),
  },
  caveatsTitle: "Außerhalb dessen, was die Daten stützen",
  caveat: {
    leverage: (leverage: string, limit: string) =>
      `Zusammengenommen liegen die Beträge und Angaben dieses Antrags weiter von den Antragstellern in den Daten entfernt, als das trainierte Modell verbürgen kann: Sein Hebelwert beträgt ${leverage}, über der Grenze von ${limit}.`,
    "unseen-combination": (values: string) =>
      `Kein Antragsteller in den Daten hatte diese Kombination: ${values}. Das trainierte Modell liest jeden dieser Werte, es hat also nie einen Antrag wie diesen gesehen.`,
    "unseen-profile": (values: string) =>
      `Kein Antragsteller in den Daten hatte diese Kombination: ${values}. Das trainierte Modell liest weder Geschlecht noch Familienstand, es antwortet also trotzdem; gehen Sie mit seinem Urteil vorsichtig um.`,
  },
  beyond: {
    below: (amount: string, limit: string) =>
      `${amount} liegt unter dem aller Antragsteller in den Daten (Minimum: ${limit}).`,
    above: (amount: string, limit: string) =>
      `${amount} liegt über dem aller Antragsteller in den Daten (Maximum: ${limit}).`,
  },
  caveatAmount: {
    Income: (value: string) => `Ein monatliches Einkommen von ${value}`,
    LoanAmount: (value: string) => `Ein Kredit von ${value} Tausend`,
  },
  combinationValue: (field: string, value: string) => `${field}: ${value}`,
  version: (version: string) => `Modellversion ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
