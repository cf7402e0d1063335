/** The Spanish words of a model's what-if curves (what each is for: ../en/model-what-if.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-what-if";

export const modelWhatIfWords = {
  title: "¿Y si un valor fuera distinto?",
  intro:
    "La respuesta del modelo cuando un campo numérico recorre su rango, con los demás campos tal como los introdujo (una curva de esperanza condicional individual, o curva ICE). Empieza por el campo que más mueve la respuesta. Una curva muestra cómo responde el modelo, no lo que le pasaría a nadie.",
  fieldLegend: "Variar",
  axisProbability: (name: string) => `Probabilidad de ${name}`,
  axisValue: (target: string) => `${target} predicho`,
  measureProbability: (name: string) => `la probabilidad de ${name}`,
  measureValue: (target: string) => `el valor predicho de ${target}`,
  multiclassNote: (name: string) =>
    `Las curvas siguen la probabilidad de ${name}, la clase que el modelo considera más probable para su entrada.`,
  ownMark: "el suyo",
  cutMark: (cut: string) => `umbral ${cut}`,
  legendCurve: (axis: string) => `Curva: ${axis}`,
  legendOwn: "Línea vertical, con un círculo sobre la curva: su valor.",
  legendOutside: (min: string, max: string) =>
    `Sombreado: más allá del rango de los datos de prueba (de ${min} a ${max}), donde el modelo responde sin datos que lo respalden.`,
  legendCut: (cut: string) => `Línea discontinua horizontal: el umbral (${cut}).`,
  ownReadout: (field: string, value: string, output: string) => `${field} ${value} (el suyo): ${output}`,
  ownEmpty: (field: string) =>
    `${field} se dejó vacío, así que no se marca ningún valor: el modelo lo completa por sí mismo.`,
  description: (
    field: string,
    measure: string,
    range: { from: string; to: string },
    outputs: { from: string; to: string; low: string; lowAt: string; high: string; highAt: string },
    data: { min: string; max: string },
  ) =>
    `Cuando ${field} va de ${range.from} a ${range.to}, con los demás campos tal como se introdujeron, ${measure} va de ${outputs.from} a ${outputs.to}: lo más bajo, ${outputs.low} en ${outputs.lowAt}; lo más alto, ${outputs.high} en ${outputs.highAt}. En los datos de prueba, ${field} va de ${data.min} a ${data.max}; más allá, el gráfico está sombreado.`,
} as const satisfies Translated<typeof en.modelWhatIfWords>;
