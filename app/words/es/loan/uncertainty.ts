/** The Spanish words around each answer's uncertainty (what each is for: ../../en/loan/uncertainty.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/uncertainty";

// `amount` is one of caveatAmount's phrases, both singular: "Un ingreso mensual de …", "Un préstamo de …".
export const loanUncertainty = {
  interval: (low: string, high: string) =>
    `Probablemente entre ${low} y ${high}: si el modelo hubiera aprendido de otra muestra de solicitantes anteriores, su respuesta caería en este intervalo 9 de cada 10 veces.`,
  coverage: {
    trained: (goodCredit: string, poorCredit: string, simulations: string) =>
      `Hasta qué punto fiarse: en ${simulations} muestras simuladas tomando este modelo como verdadero, estos intervalos contuvieron ${goodCredit} de las respuestas nuevas para los solicitantes con buen historial crediticio, pero solo ${poorCredit} para los que no lo tienen. No dice cuán seguro es el resultado de una solicitud concreta.`,
    scorecard: (range: string, simulations: string) =>
      `Hasta qué punto fiarse: en ${simulations} muestras simuladas tomando esta calibración como verdadera, estos intervalos contuvieron ${range} de las respuestas nuevas. No dice cuán seguro es el resultado de una solicitud concreta.`,
    // With its article, as a share reads in Spanish: "el 90 %", "entre el 88 % y el 92 %".
    range: (low: string, high: string) => (low === high ? `el ${low}` : `entre el ${low} y el ${high}`),
  },
  caveatsTitle: "Fuera de lo que respaldan los datos",
  caveat: {
    leverage: (leverage: string, limit: string) =>
      `En conjunto, los importes y opciones de esta solicitud están más lejos de los solicitantes de los datos de lo que el modelo entrenado puede garantizar: su apalancamiento es ${leverage}, por encima del límite de ${limit}.`,
    "unseen-combination": (values: string) =>
      `Ningún solicitante de los datos tenía esta combinación: ${values}. El modelo entrenado lee cada uno de estos valores, así que nunca ha visto una solicitud como esta.`,
    "unseen-profile": (values: string) =>
      `Ningún solicitante de los datos tenía esta combinación: ${values}. El modelo entrenado no lee ni el sexo ni el estado civil, así que responde igualmente; tome su veredicto con cautela.`,
  },
  beyond: {
    below: (amount: string, limit: string) =>
      `${amount} es inferior al de todos los solicitantes de los datos (el mínimo es ${limit}).`,
    above: (amount: string, limit: string) =>
      `${amount} es superior al de todos los solicitantes de los datos (el máximo es ${limit}).`,
  },
  caveatAmount: {
    Income: (value: string) => `Un ingreso mensual de ${value}`,
    LoanAmount: (value: string) => `Un préstamo de ${value} mil`,
  },
  combinationValue: (field: string, value: string) => `${field}: ${value}`,
  version: (version: string) => `Versión ${version}`,
} as const satisfies Translated<typeof en.loanUncertainty>;
