/** The Spanish words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { modelsLink } from "./site/navigation";

export const modelsPage = {
  path: modelsLink.href,
  title: "Modelos",
  intro:
    "Modelos que he entrenado, en vivo: cada uno se ejecuta en tu navegador y a través de una API, con su evaluación sobre datos reservados.",
  metaTitle: `Modelos · ${profile.name}`,
  description: `Modelos de ${profile.name}, cada uno en vivo con su evaluación sobre datos reservados, su ficha de modelo y su API.`,
} as const satisfies Translated<typeof en.modelsPage>;

export const modelWords = {
  allModels: "Todos los modelos",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Clasificación binaria", multiclass: "Clasificación", regression: "Regresión" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  heldOutRows: (rows: string) => `${rows} filas reservadas`,
  fields: "Campos",
  version: "Versión",
  api: "API",
} as const satisfies Translated<typeof en.modelWords>;

export const modelEvaluationWords = {
  title: "Evaluación sobre datos reservados",
  intro: (rows: string, level: string, resamples: string) =>
    `Calculada al construir el sitio sobre ${rows} filas reservadas. Cada cifra tiene su intervalo del ${level}: un bootstrap de filas con ${resamples} remuestreos para las puntuaciones, un intervalo de Wilson para las tasas.`,
  figure: "Cifra",
  value: "Valor",
  interval: (level: string) => `Intervalo del ${level}`,
  atCut: (cut: string) => `con el umbral de ${cut}`,
  figures: {
    auc: "AUC (área bajo la curva ROC)",
    averagePrecision: "Precisión media",
    brier: "Puntuación de Brier (más baja es mejor)",
    accuracy: "Exactitud",
    tpr: "Tasa de verdaderos positivos (sensibilidad)",
    fpr: "Tasa de falsos positivos",
    precision: "Precisión",
    mae: "Error absoluto medio",
    rmse: "Raíz del error cuadrático medio",
    r2: "R² (parte de la varianza explicada)",
    logLoss: "Pérdida logarítmica (más baja es mejor)",
    macroAuc: "AUC macro (cada clase contra las demás)",
  },
  undefinedInterval: "no definido",
  rocTitle: "Curva ROC",
  rocAxisX: "Tasa de falsos positivos",
  rocAxisY: "Tasa de verdaderos positivos",
  rocSummary: (rows: string, auc: string, cut: string) =>
    `La curva ROC de las puntuaciones del modelo sobre ${rows} filas reservadas, AUC ${auc}; el anillo marca el umbral de ${cut}.`,
  residualsTitle: "Residuos",
  residualAxisX: "Valor predicho",
  residualAxisY: "Real menos predicho",
  residualSummary: (points: string, rows: string) =>
    `El error de cada fila reservada frente a su predicción, ${points} de ${rows} filas mostradas; la línea marca el error nulo.`,
  coverageTitle: "Incertidumbre: predicción conforme por partición",
  coverage: (
    what: string,
    promised: string,
    measured: string,
    count: string,
    of: string,
    level: string,
    low: string,
    high: string,
  ) =>
    `Prometido: ${what} que contienen la respuesta verdadera el ${promised} de las veces. Medido sobre ${of} filas reservadas que la calibración no usó: ${measured} (${count} de ${of}; intervalo del ${level} de ${low} a ${high}).`,
  conformalKinds: { classification: "conjuntos de predicción", regression: "intervalos de predicción" },
  calibration: (rows: string, share: string, seed: number) =>
    `Calibrado sobre ${rows} filas (${share} de test.csv, una partición con semilla ${seed}). Método: Vovk et al. (2005); Angelopoulos y Bates, «A Gentle Introduction to Conformal Prediction» (2021).`,
  unbounded:
    "Muy pocas filas de calibración para este nivel: cada conjunto contiene todas las clases, cada intervalo es ilimitado.",
} as const satisfies Translated<typeof en.modelEvaluationWords>;

export const modelCardWords = {
  title: "Ficha del modelo",
  modelTitle: "El modelo",
  format: "Formato",
  file: "Archivo",
  size: "Tamaño",
  producer: "Producido por",
  structure: "Estructura",
  structures: { trees: "Conjunto de árboles", additive: "Modelo aditivo (lineal)", other: "Otro" },
  output: "Salida",
  outputs: {
    probabilities: "Probabilidades de las clases",
    scores:
      "Puntuaciones brutas (logits), que el kit convierte en probabilidades: la función logística para una columna, softmax para varias",
    values: "Valores",
  },
  operators: "Operadores",
  trees: (trees: string, nodes: string) => `${trees} árboles, ${nodes} nodos`,
  parameters: "Parámetros",
  version: "Versión (hash del contenido)",
  modelHash: "SHA-256 del archivo del modelo",
  missingValues: "Acepta un número ausente",
  yes: "Sí",
  no: "No",
  dataTitle: "Los datos de prueba",
  dataHash: "SHA-256 de test.csv",
  rows: "Filas",
  fewRows: (rows: string, fewest: string) =>
    `Menos de ${fewest} filas (${rows}): los intervalos de las cifras son anchos, y otra muestra los movería.`,
  rangesTitle: "Cada campo en los datos de prueba",
  field: "Campo",
  range: "Rango (mediana)",
  numberRange: (min: string, max: string, median: string) => `de ${min} a ${max} (${median})`,
  choice: (label: string, count: string) => `${label}: ${count}`,
  explanationTitle: "Explicaciones",
  explanationMethods: {
    "additive-exact": "Contribuciones exactas de un modelo aditivo",
    "tree-shap": "TreeSHAP exacto",
    "sampling-shapley": "Estimación de Shapley por muestreo, con su error típico",
  },
  limitsTitle: "Lo que la evaluación puede decir y lo que no",
  limits: {
    "few-rows": (rows: string, fewest: string) =>
      `Las cifras vienen de ${rows} filas reservadas, menos de ${fewest}: sus intervalos son anchos.`,
    "held-out-only": () =>
      "Cada cifra describe el modelo solo sobre las filas reservadas, ni su entrenamiento ni otras filas.",
    "same-population": () =>
      "Las cifras valen para entradas extraídas como las filas de prueba; fuera de los datos de prueba, una respuesta avisa.",
    "conformal-marginal": (_rows: string, _fewest: string, level: string) =>
      `Los conjuntos o intervalos de predicción contienen la respuesta el ${level} de las veces en promedio sobre las entradas, no para cada entrada ni cada grupo.`,
    "conformal-exchangeable": (_rows: string, _fewest: string, level: string) =>
      `Ese ${level} supone que las nuevas entradas vienen de la misma población que las filas de prueba.`,
    "intervals-sampling-only": () =>
      "Cada intervalo dice cuánto depende una cifra de qué filas se reservaron, no cómo saldría otro entrenamiento.",
    "explanations-not-causal": () =>
      "La contribución de un campo dice cómo lo usó el modelo para esta entrada, no qué cambiaría el resultado.",
    "out-of-data-aggregates": () =>
      "Las comprobaciones comparan una entrada con resúmenes de los datos de prueba: una entrada dentro de ellos aún puede no parecerse a ninguna fila.",
  },
  linksTitle: "Enlaces",
  links: { code: "Código", data: "Datos", paper: "Artículo" },
  datasheetTitle: "Ficha de datos",
  source: "Fuente",
  licence: "Licencia",
  cannotSupport: "Lo que no permiten",
} as const satisfies Translated<typeof en.modelCardWords>;

export const modelApiWords = {
  title: "API",
  intro: (method: string, path: string) =>
    `El mismo modelo responde a ${method} ${path} con la predicción, su conjunto o intervalo, los avisos y la explicación. Cada fragmento envía el primer ejemplo.`,
  languages: { curl: "curl", javascript: "JavaScript con fetch", python: "Python con requests" },
} as const satisfies Translated<typeof en.modelApiWords>;

export const modelPredictorWords = {
  title: "Pruébalo",
  description: "Rellena una entrada, o parte de un ejemplo, y predice: el modelo se ejecuta en tu navegador.",
  exampleButton: (n: number) => `Ejemplo ${n}`,
  randomButton: "Ejemplo aleatorio",
  predict: "Predecir",
  predicting: "Prediciendo…",
  shareLink: "Enlace a esta entrada",
  fromLink: "Rellenado desde el enlace. Pulsa Predecir para ver la respuesta del modelo.",
  optional: "opcional",
  dataRange: (min: string, max: string) => `Datos de prueba: de ${min} a ${max}`,
  invalid: (label: string) =>
    `Revisa «${label}»: está vacío, no es un número o queda fuera de lo que el modelo acepta.`,
  failed: "No se pudo cargar el modelo. Recarga la página e inténtalo de nuevo.",
  resultTitle: "Predicción",
  noResult: "Predice para ver aquí la respuesta del modelo.",
  probabilities: "Probabilidad de cada clase",
  verdict: "Veredicto",
  notPositive: (name: string) => `no ${name}`,
  atCut: (cut: string) => `con el umbral de ${cut}`,
  predictionSet: "Conjunto de predicción",
  emptySet: "vacío (ninguna clase es lo bastante probable)",
  setCoverage: (level: string, coverage: string) =>
    `Contiene la clase verdadera el ${level} de las veces (medido: ${coverage} sobre filas reservadas).`,
  value: "Valor predicho",
  interval: "Intervalo",
  unbounded: "ilimitado",
  intervalRange: (low: string, high: string) => `de ${low} a ${high}`,
  intervalCoverage: (level: string, coverage: string) =>
    `Contiene el valor verdadero el ${level} de las veces (medido: ${coverage} sobre filas reservadas).`,
  warningsTitle: "Fuera de los datos de prueba: toma esta respuesta como una conjetura",
  warnings: {
    "below-range": (label: string, limit: string) =>
      `${label} está por debajo del valor más pequeño de los datos de prueba, ${limit}.`,
    "above-range": (label: string, limit: string) =>
      `${label} está por encima del valor más grande de los datos de prueba, ${limit}.`,
    "unseen-choice": (label: string, value: string) => `${label}: ninguna fila de prueba contiene «${value}».`,
    "joint-distance": (distance: string, threshold: string, share: string) =>
      `En conjunto, los valores quedan lejos de las filas de prueba (distancia ${distance}; como mucho el ${share} de las filas de prueba quedan más allá de ${threshold}).`,
    "unseen-combination": (fields: string) => `Ninguna fila de prueba contiene esta combinación de ${fields}.`,
  },
  explanationTitle: "Por qué: la contribución de cada campo",
  explanationLead: (base: string, prediction: string, units: string) =>
    `Del promedio, ${base}, a esta predicción, ${prediction} (${units}):`,
  units: { "log-odds": "logit", margin: "margen", probability: "probabilidad", value: "valor predicho" },
  standardError: (error: string) => `± ${error}`,
  methods: {
    "additive-exact": "Exacto: el modelo es aditivo, así que el término de cada campo es su contribución.",
    "tree-shap": "TreeSHAP exacto sobre los árboles del modelo.",
    "sampling-shapley":
      "Una estimación de Shapley por muestreo sobre filas de fondo que resumen los datos de prueba, dentro de un presupuesto de evaluaciones del modelo; ± es su error típico.",
  },
} as const satisfies Translated<typeof en.modelPredictorWords>;
