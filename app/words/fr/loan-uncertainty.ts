/** The French words around each answer's uncertainty (what each is for: ../en/loan-uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-uncertainty";

// `amount` is one of caveatAmount's phrases: "Un revenu mensuel de …" or "Un prêt de …", both masculine.
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Probablement entre ${low} et ${high} : si le modèle avait appris sur un autre échantillon de demandeurs passés, sa réponse tomberait dans cet intervalle 9 fois sur 10.`,
  caveatsTitle: "Au-delà de ce que les données ont vu",
  caveat: {
    "below-data": (amount: string, limit: string) =>
      `${amount} est inférieur à celui de tous les demandeurs des données (le plus bas est de ${limit}) ; les modèles n’en ont jamais vu de tel, interprétez donc ces réponses avec prudence.`,
    "above-data": (amount: string, limit: string) =>
      `${amount} est supérieur à celui de tous les demandeurs des données (le plus élevé est de ${limit}) ; les modèles n’en ont jamais vu de tel, interprétez donc ces réponses avec prudence.`,
    "sparse-low": (amount: string, limit: string) =>
      `${amount} est inférieur à celui de 99 demandeurs sur 100 dans les données (en dessous de ${limit}) ; les modèles en ont vu peu de semblables.`,
    "sparse-high": (amount: string, limit: string) =>
      `${amount} est supérieur à celui de 99 demandeurs sur 100 dans les données (au-dessus de ${limit}) ; les modèles en ont vu peu de semblables.`,
  },
  caveatAmount: {
    Income: (value: string) => `Un revenu mensuel de ${value}`,
    LoanAmount: (value: string) => `Un prêt de ${value} mille`,
  },
  version: (version: string) => `Version du modèle : ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
