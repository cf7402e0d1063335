/**
 * The Spanish words of the loan form and of both models' verdicts (what each is for: ../../en/loan/form.ts). The
 * choices in the form are the dataset's own values (Male, Graduate, Urban …), which the API reads.
 */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/form";

export const loanForm = {
  title: "Datos de la solicitud de préstamo",
  description: "Rellene los datos o genere datos aleatorios para probar el modelo",
  placeholder: "Seleccione…",
  labels: {
    Gender: "Sexo",
    Age: "Edad (años)",
    Income: "Ingresos mensuales",
    Married: "Casado/a",
    LoanAmount: "Importe del préstamo (miles)",
    Credit_History: "Historial crediticio",
    Education: "Nivel educativo",
    Property_Area: "Zona de la vivienda",
    Self_Employed: "Autónomo/a",
  },
  creditHistoryOptions: [
    { value: 1, label: "1 = Bueno" },
    { value: 0, label: "0 = Malo" },
  ],
  randomButton: "Datos aleatorios",
  predictButton: "Predecir",
  predictingButton: "Prediciendo…",
} as const satisfies Translated<typeof en.loanForm>;

export const loanResult = {
  title: "Resultado de la predicción",
  placeholder: "Rellene el formulario y pulse Predecir para ver la decisión del modelo de IA",
  approved: { verdict: "Aprobado", summary: "Préstamo probablemente aprobado" },
  rejected: { verdict: "Rechazado", summary: "Préstamo probablemente rechazado" },
  lead: (scorecardAccuracy: string, trainedAccuracy: string, trainedBetter: boolean) =>
    `El veredicto en color es el de la tabla de puntuación escrita a mano: lo definen las reglas de la demo. El del modelo entrenado va a continuación. Fuera de la muestra, los veredictos de la tabla coincidieron con las decisiones del prestamista el ${scorecardAccuracy} de las veces y los del modelo entrenado, el ${trainedAccuracy}${trainedBetter ? ", así que, cuando los dos discrepan, el del modelo entrenado es la mejor guía" : ""}.`,
  probabilityDisagrees: {
    approved: (threshold: number, probability: string) =>
      `Las reglas aprueban (${formatNumber(threshold)} puntos o más), pero el prestamista aprobó solo a alrededor del ${probability} de los solicitantes anteriores con esta puntuación: menos de la mitad.`,
    rejected: (threshold: number, probability: string) =>
      `Las reglas rechazan (menos de ${formatNumber(threshold)} puntos), pero el prestamista aprobó a alrededor del ${probability} de los solicitantes anteriores con esta puntuación: más de la mitad.`,
  },
  score: (score: number, max: number) => `Puntuación: ${formatNumber(score)} / ${formatNumber(max)}`,
  threshold: (threshold: number) => `Aprobado desde ${formatNumber(threshold)} puntos`,
  probability: "Probabilidad de aprobación",
  sourceApi: (ms: number) => `Calculado por la API en vivo en ${formatNumber(ms)} ms`,
  sourceBrowser: "Calculado en su navegador (API sin conexión)",
  sourceRateLimited: "Calculado en su navegador: se alcanzó el límite de peticiones de la API",
  explanation: "Cómo se obtuvo la puntuación",
  reasons: "Lo que más puntos restó",
  ruleLabels: {
    credit_history: "Historial crediticio",
    income_to_loan: "Relación entre ingresos y préstamo",
    education: "Nivel educativo",
    married: "Estado civil",
    age: "Edad",
    property_area: "Zona de la vivienda",
    self_employed: "Tipo de empleo",
  },
  reasonLine: (label: string, points: number, maxPoints: number) =>
    `${label}: ${formatNumber(points)} de ${formatNumber(maxPoints)} puntos (−${formatNumber(maxPoints - points)})`,
  trained: {
    title: "Modelo entrenado (regresión logística)",
    probability: "Probabilidad de aprobación",
    cut: (cut: string) => `Aprobado desde ${cut}, un umbral por defecto, no una decisión`,
    abstained: "Fuera de los datos: sin veredicto",
    abstainedNote:
      "Su probabilidad se muestra a título informativo, pero es una extrapolación: el modelo no aprendió de ninguna solicitud como esta.",
    announcement: (verdict: string, probability: string) => `Modelo entrenado: ${verdict}, probabilidad ${probability}`,
  },
  agreement: {
    bothApprove: "Los dos modelos coinciden: ambos aprueban esta solicitud.",
    bothReject: "Los dos modelos coinciden: ambos rechazan esta solicitud.",
    onlyScorecard: "Los dos modelos discrepan: la tabla de puntuación aprueba y el modelo entrenado rechaza.",
    onlyTrained: "Los dos modelos discrepan: el modelo entrenado aprueba y la tabla de puntuación rechaza.",
    trainedAbstains:
      "El modelo entrenado no da veredicto: esta solicitud queda fuera de los datos de los que aprendió. Las reglas de la tabla de puntuación siguen decidiendo, con el mismo aviso.",
  },
} satisfies Translated<typeof en.loanResult>;
