/** The Spanish words around each answer's uncertainty (what each is for: ../en/loan-uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-uncertainty";

// `amount` is one of caveatAmount's phrases, both singular: "Un ingreso mensual de …", "Un préstamo de …".
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Probablemente entre ${low} y ${high}: si el modelo hubiera aprendido de otra muestra de solicitantes anteriores, su respuesta caería en este intervalo 9 de cada 10 veces.`,
  caveatsTitle: "Más allá de lo que han visto los datos",
  caveat: {
    "below-data": (amount: string, limit: string) =>
      `${amount} es inferior al de todos los solicitantes de los datos (el mínimo es ${limit}); los modelos nunca han visto uno así, así que tome estas respuestas con cautela.`,
    "above-data": (amount: string, limit: string) =>
      `${amount} es superior al de todos los solicitantes de los datos (el máximo es ${limit}); los modelos nunca han visto uno así, así que tome estas respuestas con cautela.`,
    "sparse-low": (amount: string, limit: string) =>
      `${amount} es inferior al de 99 de cada 100 solicitantes de los datos (por debajo de ${limit}); los modelos han visto pocos casos así.`,
    "sparse-high": (amount: string, limit: string) =>
      `${amount} es superior al de 99 de cada 100 solicitantes de los datos (por encima de ${limit}); los modelos han visto pocos casos así.`,
  },
  caveatAmount: {
    Income: (value: string) => `Un ingreso mensual de ${value}`,
    LoanAmount: (value: string) => `Un préstamo de ${value} mil`,
  },
  version: (version: string) => `Versión ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
