/** The French words around each answer's uncertainty (what each is for: ../../en/loan/uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/uncertainty";

// `amount` is one of caveatAmount's phrases: "Un revenu mensuel de …" or "Un prêt de …", both masculine.
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Probablement entre ${low} et ${high} : si le modèle avait appris sur un autre échantillon de demandeurs passés, sa réponse tomberait dans cet intervalle 9 fois sur 10.`,
  coverage: {
    trained: (goodCredit: string, poorCredit: string, simulations: string) =>
      `Jusqu’où s’y fier : sur ${simulations} échantillons simulés en prenant ce modèle pour vrai, de tels intervalles ont contenu ${goodCredit} des nouvelles réponses pour les demandeurs ayant un bon historique de crédit, mais seulement ${poorCredit} pour ceux qui n’en ont pas. Cela ne dit pas à quel point l’issue d’une demande donnée est certaine.`,
    scorecard: (range: string, simulations: string) =>
      `Jusqu’où s’y fier : sur ${simulations} échantillons simulés en prenant cette calibration pour vraie, de tels intervalles ont contenu ${range} des nouvelles réponses. Cela ne dit pas à quel point l’issue d’une demande donnée est certaine.`,
    range: (low: string, high: string) => (low === high ? low : `entre ${low} et ${high}`),
  },
  caveatsTitle: "Au-delà de ce que les données étayent",
  caveat: {
    leverage: (leverage: string, limit: string) =>
      `Pris ensemble, les montants et les choix de cette demande sont plus éloignés des demandeurs des données que ce dont le modèle entraîné peut répondre : son levier est de ${leverage}, au-dessus de la limite de ${limit}.`,
    "unseen-combination": (values: string) =>
      `Aucun demandeur des données n’avait cette combinaison : ${values}. Le modèle entraîné lit chacune de ces valeurs, il n’a donc jamais vu de demande comme celle-ci.`,
    "unseen-profile": (values: string) =>
      `Aucun demandeur des données n’avait cette combinaison : ${values}. Le modèle entraîné ne lit ni le sexe ni la situation maritale, il répond donc quand même ; prenez son verdict avec prudence.`,
  },
  beyond: {
    below: (amount: string, limit: string) =>
      `${amount} est inférieur à celui de tous les demandeurs des données (le plus bas est de ${limit}).`,
    above: (amount: string, limit: string) =>
      `${amount} est supérieur à celui de tous les demandeurs des données (le plus élevé est de ${limit}).`,
  },
  caveatAmount: {
    Income: (value: string) => `Un revenu mensuel de ${value}`,
    LoanAmount: (value: string) => `Un prêt de ${value} mille`,
  },
  combinationValue: (field: string, value: string) => `${field} : ${value}`,
  version: (version: string) => `Version du modèle : ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
