/** The Spanish words of the demo's what-if curves (what each is for: ../../en/loan/what-if.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";
import type { Prediction } from "#model/fields";
import type { WhatIfField } from "#model/recourse/what-if";

import type * as en from "../../en/loan/what-if";

/** How each amount is named (as in ../../en/loan/what-if.ts); `amount` follows "De" in a sentence. */
const FIELDS = {
  Income: {
    choice: "Ingresos",
    name: "Ingresos mensuales",
    axis: "Ingresos mensuales (escala logarítmica)",
    amount: "unos ingresos de",
    unit: "",
  },
  LoanAmount: {
    choice: "Préstamo",
    name: "Importe del préstamo",
    axis: "Importe del préstamo, en miles (escala logarítmica)",
    amount: "un préstamo de",
    unit: " mil",
  },
} as const satisfies Record<WhatIfField, { choice: string; name: string; axis: string; amount: string; unit: string }>;

const VERB: Record<Prediction, string> = { Yes: "aprueba", No: "rechaza" };
const VERDICT: Record<Prediction, string> = { Yes: "aprobado", No: "rechazado" };
/** The trained model where the application, with that amount, lies outside the data. */
const NO_VERDICT = { verb: "no da veredicto (fuera de los datos)", verdict: "sin veredicto, fuera de los datos" };

const verb = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verb : VERB[prediction]);
const verdict = (prediction: Prediction | null) => (prediction === null ? NO_VERDICT.verdict : VERDICT[prediction]);

const points = (count: number) => `${formatNumber(count)} ${count === 1 ? "punto" : "puntos"}`;

function runsText(runs: readonly en.RunText[]): string {
  const [only] = runs;
  if (runs.length === 1 && only) return `${verb(only.prediction)} en todo el intervalo`;
  return runs.map((run) => `${verb(run.prediction)} de ${run.from} a ${run.to}`).join(", luego ");
}

export const whatIf = {
  title: "¿Y si los importes fueran otros?",
  intro: (span: number) =>
    `La respuesta de cada modelo cuando un importe de esta solicitud va de su valor ÷ ${formatNumber(span)} a × ${formatNumber(span)} (de 0 a la mediana de entrenamiento × ${formatNumber(span)} cuando su valor es 0), con los demás campos tal como los introdujo (una curva de expectativa condicional individual, o curva ICE). Una curva muestra cómo responde un modelo, no lo que haría un prestamista.`,
  fieldLegend: "Variar",
  fields: { Income: FIELDS.Income.choice, LoanAmount: FIELDS.LoanAmount.choice },
  axis: (field: WhatIfField) => FIELDS[field].axis,
  axisY: "Modelo entrenado: probabilidad de aprobación",
  cutMark: (cut: string) => `umbral ${cut}`,
  ownMark: "su valor",
  scorecardBand: "Tabla de puntuación",
  verdict: VERDICT,
  legendTrained: "Probabilidad de aprobación del modelo entrenado",
  legendMarks: (cut: string, points: number) =>
    `Línea discontinua horizontal: el umbral servido (${cut}); el modelo entrenado aprueba a partir de él. Línea vertical: su propio importe. Banda inferior: el veredicto de la tabla de puntuación (aprobado desde ${formatNumber(points)} puntos). Sombreado: importes con los que esta solicitud queda fuera de los datos, donde el modelo entrenado no da veredicto.`,
  outsideData: "fuera de los datos",
  slider: (field: WhatIfField) => `${FIELDS[field].name} a probar`,
  backToOwn: "Volver a su importe",
  readout: (
    field: WhatIfField,
    value: string,
    own: boolean,
    probability: string,
    trained: Prediction | null,
    score: number,
    scorecard: Prediction,
  ) =>
    `${FIELDS[field].name} ${value}${FIELDS[field].unit}${own ? " (su valor)" : ""}: modelo entrenado ${probability}, ${verdict(trained)}; tabla de puntuación ${points(score)}, ${VERDICT[scorecard]}.`,
  description: (
    field: WhatIfField,
    range: { from: string; to: string; own: string },
    trained: { from: string; to: string; cut: string; runs: readonly en.RunText[] },
    scorecard: { from: number; to: number; runs: readonly en.RunText[] },
  ) =>
    `De ${FIELDS[field].amount} ${range.from} a ${range.to}${FIELDS[field].unit} (su valor: ${range.own}), con los demás campos tal como se introdujeron. ` +
    `La probabilidad de aprobación del modelo entrenado va de ${trained.from} a ${trained.to}; con su umbral de ${trained.cut}, el modelo ${runsText(trained.runs)}. ` +
    `La puntuación de la tabla va de ${formatNumber(scorecard.from)} a ${points(scorecard.to)}; la tabla ${runsText(scorecard.runs)}.`,
} as const satisfies Translated<typeof en.whatIf>;
