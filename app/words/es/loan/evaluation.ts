/** The Spanish words of the demo's evaluation sections (what each is for: ../../en/loan/evaluation.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/evaluation";

const applications = (count: number) => `${formatNumber(count)} ${count === 1 ? "solicitud" : "solicitudes"}`;

export const evaluationModels = {
  scorecard: "Tabla de puntuación escrita a mano",
  trained: "Modelo entrenado",
  unit: { scorecard: "puntos", trained: "probabilidad" },
} as const satisfies Translated<typeof en.evaluationModels>;

export const crossValidationSection = {
  title: "Dos modelos, con validación cruzada",
  intro:
    "Las reglas y los puntos de la tabla de puntuación escrita a mano proceden de la primera versión de esta demo, donde se escribieron a mano como regla práctica de concesión de préstamos; nunca se ajustaron a ningún dato. La regresión logística la ajustó este proyecto con los datos públicos, cuya etiqueta es la decisión pasada del prestamista de aprobar, no si el préstamo se devolvió. Cada solicitud la juzgó un modelo que no la había visto, en una validación cruzada estratificada sobre todas las filas, repetida con nuevas mezclas; junto a los modelos figuran tres referencias medidas en las mismas particiones.",
  caption: (folds: number, repeats: number, rows: number) =>
    `Media de ${formatNumber(repeats)} repeticiones de una validación cruzada de ${formatNumber(folds)} pliegues sobre ${applications(rows)}; debajo, su intervalo del 95 % entre particiones y luego su error de muestreo (95 %); puntuación de Brier: cuanto menor, mejor`,
  columns: {
    model: "Modelo",
    cut: "Aprueba desde",
    accuracy: "Exactitud",
    auc: "AUC ROC",
    brier: "Puntuación de Brier",
  },
  groups: { models: "Modelos", alternatives: "Medidos, no servidos", baselines: "Referencias" },
  scorecardName: "La tabla de puntuación escrita a mano",
  alternativeNames: {
    "credit-history-unknown": "Modelo servido, con un historial crediticio desconocido como categoría propia",
    "all-columns": "Todas las columnas del conjunto de datos (fuera del formulario)",
  },
  baselineNames: {
    "always-approve": "Aprobar siempre",
    "credit-history-rule": "Solo el historial crediticio, como regla",
    "credit-history-logistic": "Solo el historial crediticio, regresión logística",
  },
  baselineCuts: { "always-approve": "todos", "credit-history-rule": "historial crediticio 1" },
  noProbability: "ninguno (una regla)",
  interval: (low: string, high: string) => `${low} a ${high}`,
  intervalLabel: "intervalo del 95 % entre particiones",
  samplingLabel: "error de muestreo, 95 %",
  samplingPrefix: "±",
  intervalsTitle: "Dos tipos de intervalo",
  intervalsExplained:
    "El intervalo entre particiones indica cuánto se mueve una cifra de una partición de estas 614 solicitudes a otra. El error de muestreo indica cuánto podría moverse con otros 614 solicitantes evaluados por los mismos modelos ajustados: no los reajusta, así que deja fuera cuánto cambiaría el propio ajuste con otros solicitantes, y la incertidumbre real es mayor.",
  served: "servido en esta página",
  comparisonsTitle: "Comparaciones pareadas",
  comparisonsIntro:
    "En cada partición, la cifra de un modelo menos la del otro; la media de esas diferencias, con su intervalo del 95 % entre particiones y su error de muestreo. Cuando el intervalo entre particiones contiene el 0, los dos no se pueden distinguir.",
  comparisonNames: {
    trainedVsScorecard: "Modelo entrenado menos la tabla de puntuación escrita a mano",
    trainedVsCreditHistory: "Modelo entrenado menos solo el historial crediticio (regresión logística)",
    withVsWithoutGenderMarried: "Todos los campos menos sin Gender ni Married",
    unknownCreditVsServed: "Historial crediticio desconocido como categoría propia menos rellenado con 1",
    allColumnsVsServed: "Todas las columnas del conjunto de datos menos los campos del formulario (servido)",
  },
  aucDifference: (difference: string, interval: string, sampling: string, indistinguishable: boolean) =>
    `AUC ROC ${difference} (intervalo del 95 % entre particiones ${interval}; error de muestreo ${sampling}): ${indistinguishable ? "el intervalo entre particiones contiene el 0, así que los dos no se pueden distinguir" : "el intervalo entre particiones excluye el 0"}.`,
  brierDifference: (difference: string, interval: string, sampling: string) =>
    `Puntuación de Brier ${difference} (intervalo del 95 % entre particiones ${interval}; error de muestreo ${sampling}; por debajo de 0 favorece al primero).`,
  unknownTitle: "Un historial crediticio desconocido",
  unknownIntro: (rows: number, approved: string) =>
    `En los datos, ${applications(rows)} no ${rows === 1 ? "tiene" : "tienen"} historial crediticio; el prestamista aprobó ${approved} de ellas. El formulario pide uno, así que el modelo servido nunca encuentra uno desconocido, pero aprendió de esas filas: las rellena con el valor más frecuente, 1.`,
  allColumnsTitle: "Lo que cuestan los nueve campos del formulario",
  allColumns: (auc: string, aucInterval: string, brier: string, brierInterval: string, differ: string) =>
    `Una variante con todas las columnas del conjunto de datos (los campos del formulario, incluidos el sexo y el estado civil, los ingresos del cosolicitante, el plazo del préstamo, las personas a cargo y los ingresos totales en relación con el préstamo) ordena las solicitudes con una AUC ROC que difiere en ${auc} de la del modelo servido (intervalo del 95 % entre particiones ${aucInterval}) y una puntuación de Brier que difiere en ${brier} (${brierInterval}); sus veredictos difieren en ${differ} solicitudes por repetición. No se sirve: el formulario no pide esos campos.`,
  allColumnsUndetectable:
    "Hasta donde permiten saber estas 614 solicitudes, prescindir de ellas no cuesta ninguna exactitud que los intervalos puedan detectar.",
  allColumnsDetectable:
    "Hasta donde permiten saber estas 614 solicitudes, las columnas adicionales cambian la ordenación más de lo que el intervalo entre particiones atribuye al azar.",
  beyondTitle: "Lo que el modelo entrenado aporta más allá del historial crediticio",
  verdicts: (differing: string, rows: number, repeats: number, none: boolean) =>
    `Fuera de pliegue, con su umbral servido, los veredictos del modelo entrenado difieren de la regla «aprobar cuando el historial crediticio es 1» (con una celda vacía rellenada como la rellena el modelo) en ${differing} de ${applications(rows)}, en cada una de las ${formatNumber(repeats)} repeticiones${none ? ": aprueba exactamente a los solicitantes que aprueba esa regla, así que su exactitud es la de la regla" : ""}.`,
  verdictRange: (min: number, max: number) =>
    min === max ? formatNumber(min) : `${formatNumber(min)} a ${formatNumber(max)}`,
  ranking: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Su ordenación no se distingue de la del historial crediticio solo: AUC ROC ${difference} (intervalo del 95 % ${interval}).`
      : `Ordena las solicitudes ${better ? "mejor" : "peor"} que el historial crediticio solo: AUC ROC ${difference} (intervalo del 95 % ${interval}), debido a los demás campos.`,
  probabilities: (difference: string, interval: string, better: boolean, indistinguishable: boolean) =>
    indistinguishable
      ? `Sus probabilidades no están mensurablemente mejor calibradas que las del historial crediticio solo: puntuación de Brier ${difference} (intervalo del 95 % ${interval}).`
      : `Sus probabilidades están ${better ? "mejor" : "peor"} calibradas que las del historial crediticio solo: puntuación de Brier ${difference} (intervalo del 95 % ${interval}).`,
  servingTitle: "Qué variante se sirve y por qué",
  trainingTitle: "Cómo se entrenó",
  preprocessingTitle: "Preprocesamiento",
  methodTitle: "Método",
  intervalTitle: "Cómo se calculan los intervalos",
} as const satisfies Translated<typeof en.crossValidationSection>;

export const rocSection = {
  title: "Curvas ROC y el umbral de aprobación",
  intro:
    "Lo bien que cada modelo sitúa las solicitudes aprobadas por encima de las rechazadas, y lo que habría hecho cualquier umbral de aprobación, a partir de las puntuaciones fuera de pliegue.",
  chartTitle: "Curvas ROC",
  axisX: "Tasa de falsos positivos",
  axisY: "Tasa de verdaderos positivos",
  legend: (name: string, auc: string) => `${name}, AUC ${auc}`,
  summary: (rows: number, models: string) =>
    `Curvas ROC de las puntuaciones fuera de pliegue de ${applications(rows)}: en cada umbral, la proporción de solicitudes rechazadas que se aprueban (tasa de falsos positivos) frente a la de aprobadas que se aprueban (tasa de verdaderos positivos). ${models} Cuanto más se acerca una curva a la esquina superior izquierda, mejor sitúa el modelo las solicitudes aprobadas por encima de las rechazadas; la diagonal discontinua equivale al azar. Estas áreas son las de las curvas agregadas de la primera repetición; la tabla de arriba promedia las de cada partición, así que sus cifras difieren un poco. El anillo marca el umbral elegido en el explorador.`,
  summaryModel: (name: string, auc: string) => `${name}: área bajo la curva ${auc}.`,
} as const satisfies Translated<typeof en.rocSection>;

export const thresholdExplorer = {
  title: "Explorador de umbrales",
  modelLegend: "Modelo",
  models: { scorecard: "Tabla de puntuación escrita a mano (puntos)", trained: "Modelo entrenado (probabilidad)" },
  slider: "Umbral de aprobación",
  cut: {
    scorecard: (points: number) => `${formatNumber(points)} ${points === 1 ? "punto" : "puntos"}`,
    trained: (probability: string) => probability,
  },
  everyone: { approved: "aprobar a todos", refused: "rechazar a todos" },
  servedMark: { scorecard: "el umbral de la tabla", trained: "servido" },
  bestMark: "el mejor según la validación cruzada",
  goToServed: { scorecard: "Umbral de la tabla", trained: "Umbral servido" },
  defaultNotDecision: `Los umbrales servidos (${formatNumber(50)} puntos, una probabilidad de ${formatNumber(0.5)}) son valores por defecto, no decisiones: no hay ningún coste detrás. Un prestamista elegiría un umbral según lo que cuesta una aprobación errónea frente a un rechazo erróneo.`,
  costTitle: "Un umbral a partir de los costes",
  costRatio: "Un préstamo aprobado por error cuesta tanto como este número de solicitantes rechazados por error",
  costRatioValue: (ratio: string) => `${ratio} rechazos`,
  costSummary: (
    model: string,
    ratio: string,
    cut: string,
    rate: string,
    lender: string,
    cost: string,
    served: string,
    refuse: string,
  ) =>
    `${model}: con una razón de costes de ${ratio}, el explorador encuentra el menor coste esperado con este umbral: ${cut}. Aprueba al ${rate} de los solicitantes, frente al ${lender} del prestamista; su coste esperado equivale a ${cost} rechazos erróneos por solicitante, frente a ${served} con el umbral servido y ${refuse} rechazando a todos. Se elige sobre las mismas solicitudes en las que se mide, así que su coste es optimista.`,
  bayes: (probability: string, rate: string, cost: string) =>
    `El umbral de Bayes, fijado antes de ver los datos: aprobar a partir de una probabilidad calibrada de ${probability}, donde el coste esperado de una aprobación errónea queda por debajo del de un rechazo erróneo. Sobre las mismas solicitudes aprueba al ${rate} y cuesta ${cost}.`,
  bayesCostlier: (probability: string, cost: string, refuse: string) =>
    `El umbral de Bayes, que aprueba a partir de una probabilidad calibrada de ${probability}, costaría aquí ${cost}, más que rechazar a todos (${refuse}): en la parte alta, las probabilidades sobrestiman la aprobación. Por eso no se ofrece; rechazar a todos es la política más barata.`,
  goToCost: "Umbral de menor coste",
  costMark: "menor coste con esta razón",
  goToBest: "Mejor umbral",
  metrics: {
    accuracy: "Exactitud",
    precision: "Precisión",
    recall: "Exhaustividad",
    approvalRate: "Tasa de aprobación",
  },
  noApprovals: "—",
  summary: (model: string, cut: string, accuracy: string, precision: string, recall: string, rate: string) =>
    `${model} en ${cut}: exactitud ${accuracy}, precisión ${precision}, exhaustividad ${recall}, tasa de aprobación ${rate}.`,
  matrixCaption: (rows: number) => `Veredictos fuera de pliegue sobre ${applications(rows)} con este umbral`,
} as const satisfies Translated<typeof en.thresholdExplorer>;

export const calibrationSection = {
  title: "Calibración",
  intro:
    "Cuando un modelo da una probabilidad de aprobación, ¿es esa la proporción de solicitudes así que el prestamista aprobó realmente? Probabilidades fuera de pliegue, agrupadas en intervalos de una décima de ancho.",
  chartTitle: "Diagrama de fiabilidad",
  axisX: "Probabilidad de aprobación predicha",
  axisY: "Proporción realmente aprobada",
  summary: (models: string) =>
    `Diagrama de fiabilidad de las probabilidades fuera de pliegue de ambos modelos. ${models} Los puntos sobre la diagonal discontinua están perfectamente calibrados; por encima, un modelo es demasiado prudente; por debajo, demasiado generoso.`,
  summaryModel: (name: string, brier: string, interval: string, worst: string) =>
    `${name}: puntuación de Brier ${brier} (intervalo del 95 % ${interval}); su mayor desviación es ${worst}.`,
  gap: (from: string, to: string, rows: number, predicted: string, observed: string) =>
    `para probabilidades de ${from} a ${to} (${applications(rows)}), ${predicted} predicho frente a ${observed} aprobado`,
  scorecardNote:
    "La probabilidad de la tabla de puntuación son sus puntos pasados por una calibración logística ajustada en los pliegues de entrenamiento.",
  tableSummary: "Las cifras detrás del gráfico",
  columns: { bin: "Predicho", rows: "Solicitudes", predicted: "Media predicha", observed: "Aprobadas" },
  bin: (from: string, to: string) => `${from}–${to}`,
} as const satisfies Translated<typeof en.calibrationSection>;

export const fairnessSection = {
  title: "Equidad",
  intro:
    "Tasas de aprobación por sexo y por estado civil, cada una con su intervalo del 95 % (error de muestreo, remuestreando a los solicitantes): en las decisiones del prestamista recogidas en los datos y en los veredictos fuera de pliegue de cada modelo en todas las repeticiones.",
  scorecardPoints: (married: number, age: number) =>
    `La tabla de puntuación escrita a mano da puntos por el estado civil y por la edad: ${formatNumber(married)} por estar casado y ${formatNumber(age)} por una edad dentro de su franja, así que dos solicitantes que solo difieran en esto pueden obtener veredictos distintos.`,
  trainedNote: (readsSex: boolean, readsMarried: boolean, rule: string) => {
    const reads =
      readsSex && readsMarried
        ? "lee el sexo y el estado civil"
        : readsSex || readsMarried
          ? `lee ${readsSex ? "el sexo" : "el estado civil"}, pero no ${readsSex ? "el estado civil" : "el sexo"}`
          : "no lee ni el sexo ni el estado civil";
    return `El modelo entrenado nunca ve la edad (el conjunto de datos no la incluye). La variante servida ${reads}. ${rule}`;
  },
  attributes: { Gender: "Sexo", Married: "Estado civil" },
  groups: { Male: "Hombres", Female: "Mujeres", Yes: "Casados", No: "No casados" } as Record<string, string>,
  caption: (attribute: string, missing: number) =>
    `Tasas de aprobación por ${attribute.toLowerCase()} (se excluyen ${applications(missing)} sin este dato)`,
  columns: { group: "Grupo", rows: "Solicitudes", data: "El prestamista (los datos)" },
  approvalTitle: "Aprobadas",
  opportunityTitle: "Aprobadas entre las solicitudes que aprobó el prestamista (igualdad de oportunidades)",
  falsePositiveTitle: "Aprobadas entre las solicitudes que rechazó el prestamista (tasa de falsos positivos)",
  gap: (first: string, second: string) => `Diferencia, ${first.toLowerCase()} − ${second.toLowerCase()}`,
  interval: "intervalo del 95 % (error de muestreo)",
  points: "puntos porcentuales",
  definitions:
    "Aprobadas: la proporción de solicitudes aprobadas de un grupo. Igualdad de oportunidades: de las solicitudes que aprobó el prestamista, la proporción que un modelo también aprueba (su tasa de verdaderos positivos); para el propio prestamista es del 100 % por definición. Tasa de falsos positivos: de las solicitudes que rechazó el prestamista, la proporción que un modelo aprueba igualmente. Una diferencia es la proporción del primer grupo menos la del segundo, en puntos porcentuales. La etiqueta es la decisión pasada del prestamista, no si el préstamo se devolvió, así que aquí igualdad de oportunidades significa coincidir con ese prestamista con la misma frecuencia en cada grupo, nada más.",
  smallestGroup: (group: string, rows: number, approved: number) =>
    `El grupo más pequeño (${group}) tiene ${applications(rows)}, de las que el prestamista aprobó ${formatNumber(approved)}, así que sus intervalos son los más amplios.`,
  clearGaps: (gaps: string) =>
    `Diferencias cuyo intervalo del 95 % excluye el 0: ${gaps}. Todas las demás diferencias tienen aquí un intervalo que contiene el 0: con estos tamaños de grupo no se distinguen de la ausencia de diferencia.`,
  // `who` reads after the measure: "tasa de aprobación del prestamista".
  clearGap: (who: string, measure: string, first: string, second: string, value: string) =>
    `${measure} ${who}, ${first.toLowerCase()} − ${second.toLowerCase()}: ${value}`,
  noClearGap:
    "Todas las diferencias tienen aquí un intervalo del 95 % que contiene el 0: con estos tamaños de grupo, ninguna se distingue de la ausencia de diferencia.",
  who: {
    data: "del prestamista",
    scorecard: "de la tabla de puntuación escrita a mano",
    trained: "del modelo entrenado",
  },
  measures: {
    approval: "tasa de aprobación",
    opportunity: "aprobación entre las aprobaciones del prestamista",
    falsePositive: "aprobación entre los rechazos del prestamista",
  },
  notApplicable: "—",
} as const satisfies Translated<typeof en.fairnessSection>;
