/**
 * The Spanish words of the loan form and of both models' verdicts (what each is for: ../en/loan-form.ts). The
 * choices in the form are the dataset's own values (Male, Graduate, Urban …), which the API reads.
 */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/loan-form";

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
    announcement: (verdict: string, probability: string) => `Modelo entrenado: ${verdict}, probabilidad ${probability}`,
  },
  agreement: {
    bothApprove: "Los dos modelos coinciden: ambos aprueban esta solicitud.",
    bothReject: "Los dos modelos coinciden: ambos rechazan esta solicitud.",
    onlyScorecard: "Los dos modelos discrepan: la tabla de puntuación aprueba y el modelo entrenado rechaza.",
    onlyTrained: "Los dos modelos discrepan: el modelo entrenado aprueba y la tabla de puntuación rechaza.",
  },
} satisfies Translated<typeof en.loanResult>;
