/** The Spanish words of the loan prediction page (what each is for: ../../en/loan/demo.ts). */
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../../en/loan/demo";

export const loanPage = {
  metaTitle: "Predicción de aprobación de préstamos | Demo de proyecto de IA",
  metaDescription:
    "Pruebe dos modelos de aprobación de préstamos en paralelo: una tabla de puntuación transparente escrita a mano y una regresión logística entrenada en TypeScript con datos públicos, con sus motivos, curvas ROC, calibración y equidad.",
  eyebrow: "Demo interactiva",
  title: "Predicción de impago de préstamos",
  subtitle: "Pruebe nuestro modelo de IA para predecir la probabilidad de aprobación de un préstamo",
  labelNote:
    "Lo que predicen los modelos: si el prestamista aprobó el préstamo, tal como constan sus decisiones pasadas. No si un préstamo se devolvió o entró en impago.",
  backLink: "Volver al portafolio",
} as const satisfies Translated<typeof en.loanPage>;

export const loanToasts = {
  missing: { title: "Faltan campos", description: "Rellene todos los campos obligatorios" },
  random: { title: "Datos aleatorios generados", description: "Formulario rellenado con valores aleatorios" },
  completed: "Predicción completada",
  approved: (score: number) => `Préstamo aprobado (puntuación: ${formatNumber(score)})`,
  rejected: (score: number) => `Préstamo rechazado (puntuación: ${formatNumber(score)})`,
  errorTitle: "Error de predicción",
  error: (message: string) => `No se pudo obtener la predicción: ${message}`,
  unreadable: "la API envió una respuesta que esta página no entiende",
  status: (status: number) => `la API respondió con el estado ${status}`,
} satisfies Translated<typeof en.loanToasts>;

export const loanRecourse = {
  title: "Qué lo convertiría en una aprobación",
  intro:
    "Los cambios más pequeños en el historial crediticio, el importe del préstamo o los ingresos, cada opción suficiente por sí sola, primero la de menor esfuerzo: el esfuerzo es el mayor de los cambios relativos del préstamo y de los ingresos. Las opciones que requieren un buen historial crediticio van al final y están marcadas, porque construir un historial crediticio lleva meses o años de pagos. Nunca se sugieren el sexo, la edad ni el estado civil.",
  bounds: (incomeAtMost: string, multiple: number, highestIncome: string, smallestLoan: string) =>
    `Dentro de estos límites: unos ingresos mensuales de como máximo ${incomeAtMost} (${formatNumber(multiple)} veces los suyos, una regla de esta demo, o los más altos del conjunto de datos, ${highestIncome}, lo que sea menor) y un préstamo de al menos ${smallestLoan} (miles), el más pequeño del conjunto de datos.`,
  notQuick: "No es un cambio rápido",
  models: { scorecard: "Tabla de puntuación", trained: "Modelo entrenado" },
  none: "Nada dentro de estos límites cambia este veredicto: ni un préstamo menor, ni unos ingresos mayores, ni un mejor historial crediticio, por separado o juntos.",
  or: "o",
  and: " y ",
  creditHistory: "un buen historial crediticio",
  loanAmount: (thousands: string) => `un préstamo de como máximo ${thousands} (miles)`,
  income: (monthly: string) => `unos ingresos mensuales de al menos ${monthly}`,
} as const satisfies Translated<typeof en.loanRecourse>;

export const modelSection = {
  title: "Sobre el modelo",
  whatTitle: "Qué es el modelo",
  what: (threshold: number) =>
    `El veredicto procede de una tabla de puntuación escrita a mano, no de un modelo entrenado: sus reglas y puntos proceden de la primera versión de esta demo, donde se escribieron a mano como regla práctica de concesión de préstamos, sin ajustarlos nunca a datos. Cada regla suma puntos por una parte de la solicitud (historial crediticio, relación entre ingresos y préstamo, nivel educativo, estado civil, edad, zona de la vivienda y tipo de empleo), y se aprueba una solicitud que obtiene ${formatNumber(threshold)} puntos o más. A su lado funciona una regresión logística que este proyecto entrena en TypeScript con el conjunto de datos público que se describe más abajo. Los mismos módulos de TypeScript responden en la API y, cuando la API no está disponible, en su navegador, así que ambos dan los mismos veredictos, y el de la tabla de puntuación se puede explicar regla por regla.`,
  evaluationTitle: "Cómo se evaluó",
  evaluation: (dataset: string, rows: number, evaluated: number) =>
    `La tabla de puntuación se aplicó a un conjunto de datos público, ${dataset}: se evaluaron ${formatNumber(evaluated)} de sus ${formatNumber(rows)} solicitudes etiquetadas y se compararon con las decisiones reales del prestamista.`,
  excludedTitle: "Excluidas",
  excludedLine: (rows: number, reason: string) => `${formatNumber(rows)} ${rows === 1 ? "fila" : "filas"}: ${reason}`,
  mappingTitle: "Cómo corresponden los campos del formulario al conjunto de datos",
  mappingEmpty: "La correspondencia de los campos aparece aquí una vez ejecutada la evaluación.",
  matrixTitle: "Matriz de confusión",
  matrixCaption: "Veredictos de la tabla de puntuación frente a las decisiones reales del prestamista",
  predictedApproved: "Aprobación predicha",
  predictedRejected: "Rechazo predicho",
  actualApproved: "Realmente aprobada",
  actualRejected: "Realmente rechazada",
  cellNames: {
    truePositive: "verdaderos positivos",
    falseNegative: "falsos negativos",
    falsePositive: "falsos positivos",
    trueNegative: "verdaderos negativos",
  },
  servedTitle: "Qué modelo entrenado responde",
  versionsTitle: "Versiones",
  versions:
    "Cada versión es el nombre del modelo y los primeros 12 dígitos de un hash SHA-256 de todo lo que cambia una respuesta (reglas o pesos, preprocesamiento, umbral, calibración, los reajustes que hay detrás de sus intervalos, los límites de los datos y los umbrales de los avisos): si se reentrena o se mueve un umbral, la versión cambia. Cada respuesta la muestra junto a su probabilidad, y la API la devuelve con cada respuesta, en GET /api/model y en GET /api/health.",
  dataTitle: "Dónde terminan los datos",
  data: (threshold: string, above: number, rows: number, flagged: number, share: string, allowed: string) =>
    `Una solicitud está fuera de los datos cuando su apalancamiento en la matriz de diseño del modelo entrenado (cuán lejos están sus importes y opciones, en conjunto, de los solicitantes de los que aprendió el modelo) supera ${threshold}, un límite que ${above === 1 ? "supera" : "superan"} ${formatNumber(above)} de los ${formatNumber(rows)} solicitantes de los datos, o cuando ningún solicitante de los datos tenía su combinación de historial crediticio, nivel educativo, zona de la vivienda y tipo de empleo. Entonces el modelo entrenado no da veredicto, y la tabla de puntuación mantiene el suyo, con el mismo aviso. Aplicadas a los propios solicitantes de los datos, las comprobaciones marcan ${formatNumber(flagged)} de ${formatNumber(rows)} (${share}), dentro del ${allowed} para el que se ajustaron. Una combinación de las cinco opciones que ningún solicitante tenía, sexo y estado civil incluidos, solo genera un aviso: el modelo entrenado no lee ninguno de los dos.`,
  baselinesTitle: "Frente a referencias honestas",
  baselinesNote:
    "Ambos modelos se comparan con tres referencias (aprobar siempre; solo el historial crediticio, como regla y como regresión logística) en la tabla de validación cruzada más abajo, en las mismas particiones, cada exactitud, AUC ROC y puntuación de Brier con su intervalo del 95 %.",
  datasetHash: "SHA-256 del conjunto de datos",
} as const satisfies Translated<typeof en.modelSection>;

export const showcase = {
  title: "Escaparate del proyecto de IA",
  intro:
    "Un pequeño sistema de decisión de principio a fin: una tabla de puntuación escrita a mano y una regresión logística entrenada en TypeScript, ambas evaluadas con un conjunto de datos público, servidas por una API HTTP tipada y explicadas aquí mismo, en la página. Cada cifra de abajo está medida, no afirmada.",
  stats: {
    accuracy: "Exactitud",
    accuracyNote: (rows: number, low: string, high: string, scorecard: string) =>
      `El modelo entrenado, con validación cruzada en ${formatNumber(rows)} solicitudes públicas (intervalo del 95 % entre particiones de ${low} a ${high}); la tabla de puntuación: ${scorecard}`,
    responseTime: "Tiempo de respuesta",
    responseTimeNote: "Su última llamada a la API en vivo",
    features: "Variables",
    featuresNote: "Campos del formulario de solicitud",
    apiStatus: "Estado de la API",
    apiStatusNote: "GET /api/health",
  },
  notMeasured: "—",
  milliseconds: (ms: number) => `${formatNumber(ms)} ms`,
  health: { checking: "Comprobando…", live: "En línea", offline: "Sin conexión" },
} as const satisfies Translated<typeof en.showcase>;

export const techStack = {
  title: "Pila tecnológica",
  intro: "Sobre qué funciona de verdad esta demo: TypeScript del modelo a la página, y nada de Python.",
  items: [
    { name: "TypeScript", detail: "Tipos estrictos de los modelos a la página" },
    { name: "Tabla de puntuación escrita a mano", detail: "Sus reglas, punto por punto" },
    {
      name: "Regresión logística, solucionador IRLS propio",
      detail: "Entrenada y validada de forma cruzada con npm run model:train",
    },
    {
      name: "React 19, React Router 8, Tailwind CSS",
      detail: "Cada página prerenderizada como HTML estático y luego hidratada",
    },
    {
      name: "Hono en Node.js y Cloudflare Workers",
      detail: "Una sola aplicación de API para las predicciones y la comprobación de estado",
    },
    { name: "zod", detail: "Un solo esquema valida el formulario y el cuerpo de la API" },
    { name: "Gráficos SVG dibujados a mano", detail: "ROC, umbrales y calibración sin biblioteca de gráficos" },
    { name: "Vitest y Playwright", detail: "Pruebas unitarias, de componentes y de navegador" },
  ],
} as const satisfies Translated<typeof en.techStack>;

export const howItWorks = {
  title: "Cómo funciona",
  steps: [
    {
      title: "Describir al solicitante",
      text: "Rellene nueve campos o deje que Datos aleatorios cree por usted un solicitante verosímil.",
    },
    {
      title: "Preguntar a ambos modelos",
      text: "El formulario se valida y luego se envía a la API, que responde con los puntos de la tabla de puntuación y la probabilidad de la regresión logística entrenada. Si la API está sin conexión u ocupada, su navegador ejecuta exactamente los mismos dos modelos.",
    },
    {
      title: "Leer y cuestionar el veredicto",
      text: "Vea el Aprobado o Rechazado de la tabla de puntuación con sus motivos, la probabilidad del modelo entrenado y si ambos coinciden y, ante un rechazo, los cambios más pequeños dentro de los límites indicados que lo revertirían, o que ninguno lo haría.",
    },
  ],
} as const satisfies Translated<typeof en.howItWorks>;

export const keyFeatures = {
  title: "Características clave",
  items: [
    {
      title: "Explicable",
      text: "El veredicto de la tabla de puntuación muestra los puntos que dio cada una de sus reglas y lo que más restó, el del modelo entrenado su probabilidad y, ante un rechazo, cada uno indica qué lo revertiría.",
    },
    {
      title: "Medido",
      text: "Ambos modelos, validados de forma cruzada y repetida con un conjunto de datos público (exactitud, AUC ROC, calibración y equidad, cada una con su incertidumbre), y comparados con referencias honestas.",
    },
    {
      title: "Resiliente",
      text: "Cuando la API no responde o está ocupada, los mismos dos modelos se ejecutan en su navegador.",
    },
    {
      title: "Validado",
      text: "El formulario y la API comparten un único esquema, así que una entrada no válida se rechaza de la misma manera.",
    },
    {
      title: "Accesible",
      text: "Controles de formulario nativos, un control deslizante del umbral que funciona con el teclado y un resumen en texto de cada gráfico.",
    },
    {
      title: "Ligero",
      text: "HTML prerenderizado, gráficos SVG dibujados a mano, y código y datos de los gráficos que solo se cargan al desplazarse hasta ellos.",
    },
  ],
} as const satisfies Translated<typeof en.keyFeatures>;

export const projectImpact = {
  title: "Impacto del proyecto",
  items: [
    {
      title: "Decisiones que se pueden cuestionar",
      text: "Un solicitante rechazado ve qué factores frenaron su puntuación y los cambios más pequeños en el historial crediticio, el importe del préstamo o los ingresos, dentro de los límites indicados, que revertirían el veredicto (o que ninguno lo haría), en lugar de un simple no.",
    },
    {
      title: "Cifras honestas",
      text: "Cada cifra y cada gráfico que evalúa los modelos o describe los datos lo escribe un script de entrenamiento a partir de datos públicos, y una prueba falla cuando quedan desactualizados; los veredictos, las curvas de escenarios hipotéticos, el tiempo de respuesta y el estado de la API se calculan en vivo. Una tabla de puntuación escrita a mano se compara con un modelo entrenado, no se disfraza de uno.",
    },
    {
      title: "La equidad a la vista",
      text: "Las tasas de aprobación por sexo y estado civil, con ambos modelos, están junto a la exactitud, para poder sopesar una frente a la otra.",
    },
  ],
} as const satisfies Translated<typeof en.projectImpact>;

export const closingCard = {
  title: "¿Quiere probar con otro solicitante?",
  text: "Cambie un campo o genere datos aleatorios, y observe cómo cada regla mueve la puntuación.",
  button: "Volver al formulario",
} as const satisfies Translated<typeof en.closingCard>;
