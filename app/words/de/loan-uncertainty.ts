/** The German words around each answer's uncertainty (what each is for: ../en/loan-uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-uncertainty";

export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Wahrscheinlich zwischen ${low} und ${high}: Hätte das Modell aus einer anderen Stichprobe früherer Antragsteller gelernt, läge seine Antwort 9 von 10 Mal in diesem Bereich.`,
  caveatsTitle: "Jenseits dessen, was die Daten kennen",
  caveat: {
    "below-data": (amount: string, limit: string) =>
      `${amount} liegt unter dem aller Antragsteller in den Daten (Minimum: ${limit}); die Modelle haben nie einen solchen Wert gesehen, gehen Sie mit diesen Antworten daher vorsichtig um.`,
    "above-data": (amount: string, limit: string) =>
      `${amount} liegt über dem aller Antragsteller in den Daten (Maximum: ${limit}); die Modelle haben nie einen solchen Wert gesehen, gehen Sie mit diesen Antworten daher vorsichtig um.`,
    "sparse-low": (amount: string, limit: string) =>
      `${amount} liegt unter dem von 99 von 100 Antragstellern in den Daten (unter ${limit}); die Modelle haben nur wenige solche Werte gesehen.`,
    "sparse-high": (amount: string, limit: string) =>
      `${amount} liegt über dem von 99 von 100 Antragstellern in den Daten (über ${limit}); die Modelle haben nur wenige solche Werte gesehen.`,
  },
  caveatAmount: {
    Income: (value: string) => `Ein monatliches Einkommen von ${value}`,
    LoanAmount: (value: string) => `Ein Kredit von ${value} Tausend`,
  },
  version: (version: string) => `Modellversion ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
