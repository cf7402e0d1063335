/** The German words of a model's what-if curves (what each is for: ../en/model-what-if.ts). */
import type { Translated } from "#app/lib/words";

import type * as en from "../en/model-what-if";

export const modelWhatIfWords = {
  title: "Was wäre, wenn ein Wert anders wäre?",
  intro:
    "Die Antwort des Modells, wenn sich ein numerisches Feld über seinen Bereich bewegt, alle anderen Felder wie von Ihnen eingegeben (eine Individual-Conditional-Expectation-Kurve, kurz ICE-Kurve). Sie beginnt mit dem Feld, das die Antwort am stärksten bewegt. Eine Kurve zeigt, wie das Modell reagiert, nicht, was jemandem geschehen würde.",
  fieldLegend: "Variieren",
  axisProbability: (name: string) => `Wahrscheinlichkeit von ${name}`,
  axisValue: (target: string) => `Vorhergesagter Wert von ${target}`,
  measureProbability: (name: string) => `die Wahrscheinlichkeit von ${name}`,
  measureValue: (target: string) => `der vorhergesagte Wert von ${target}`,
  multiclassNote: (name: string) =>
    `Die Kurven folgen der Wahrscheinlichkeit von ${name}, der Klasse, die das Modell für Ihre Eingabe für die wahrscheinlichste hält.`,
  ownMark: "Ihr Wert",
  cutMark: (cut: string) => `Schwelle ${cut}`,
  legendCurve: (axis: string) => `Kurve: ${axis}`,
  legendOwn: "Senkrechte Linie, auf der Kurve eingekreist: Ihr Wert.",
  legendOutside: (min: string, max: string) =>
    `Schattiert: jenseits des Bereichs der Testdaten (${min} bis ${max}), wo das Modell ohne Daten antwortet.`,
  legendCut: (cut: string) => `Gestrichelte Linie quer: die Schwelle (${cut}).`,
  ownReadout: (field: string, value: string, output: string) => `${field} ${value} (Ihr Wert): ${output}`,
  ownEmpty: (field: string) =>
    `${field} wurde leer gelassen, daher ist kein Wert markiert: Das Modell ergänzt ihn selbst.`,
  description: (
    field: string,
    measure: string,
    range: { from: string; to: string },
    outputs: { from: string; to: string; low: string; lowAt: string; high: string; highAt: string },
    data: { min: string; max: string },
  ) =>
    `Wenn ${field} von ${range.from} bis ${range.to} reicht, alle anderen Felder wie eingegeben, reicht ${measure} von ${outputs.from} bis ${outputs.to}: am niedrigsten ${outputs.low} bei ${outputs.lowAt}, am höchsten ${outputs.high} bei ${outputs.highAt}. In den Testdaten reicht ${field} von ${data.min} bis ${data.max}; darüber hinaus ist die Grafik schattiert.`,
} as const satisfies Translated<typeof en.modelWhatIfWords>;
