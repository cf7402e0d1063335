/** The German words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import { formatNumber } from "#app/lib/format";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
import { batchScorerWords } from "./batch";
import { modelsLink } from "./site/navigation";

export const modelsPage = {
  path: modelsLink.href,
  title: "Modelle",
  intro:
    "Modelle, die ich trainiert habe, live: Jedes läuft in Ihrem Browser und über eine API, mit seiner Auswertung auf zurückgehaltenen Daten.",
  metaTitle: `Modelle · ${profile.name}`,
  description: `Modelle von ${profile.name}, jedes live mit seiner Auswertung auf zurückgehaltenen Daten, seiner Modellkarte und seiner API.`,
} as const satisfies Translated<typeof en.modelsPage>;

export const modelWords = {
  allModels: "Alle Modelle",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Binäre Klassifikation", multiclass: "Klassifikation", regression: "Regression" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  heldOutRows: (rows: string) => `${rows} zurückgehaltene Zeilen`,
  fields: "Felder",
  version: "Stand",
  api: "API",
} as const satisfies Translated<typeof en.modelWords>;

export const modelEvaluationWords = {
  title: "Auswertung auf zurückgehaltenen Daten",
  intro: (rows: string, level: string, resamples: string) =>
    `Beim Bauen der Website auf ${rows} zurückgehaltenen Zeilen berechnet. Jede Kennzahl hat ihr ${level}-Intervall: ein Zeilen-Bootstrap mit ${resamples} Stichproben für die Werte, ein Wilson-Intervall für die Raten.`,
  figure: "Kennzahl",
  value: "Wert",
  interval: (level: string) => `${level}-Intervall`,
  atCut: (cut: string) => `bei der Schwelle ${cut}`,
  figures: {
    auc: "AUC (Fläche unter der ROC-Kurve)",
    averagePrecision: "Mittlere Präzision",
    brier: "Brier-Score (niedriger ist besser)",
    accuracy: "Genauigkeit",
    tpr: "Richtig-positiv-Rate (Sensitivität)",
    fpr: "Falsch-positiv-Rate",
    precision: "Präzision",
    mae: "Mittlerer absoluter Fehler",
    rmse: "Wurzel des mittleren quadratischen Fehlers",
    r2: "R² (erklärter Anteil der Varianz)",
    logLoss: "Log-Verlust (niedriger ist besser)",
    macroAuc: "Makro-AUC (jede Klasse gegen die übrigen)",
  },
  undefinedInterval: "nicht definiert",
  rocTitle: "ROC-Kurve",
  rocAxisX: "Falsch-positiv-Rate",
  rocAxisY: "Richtig-positiv-Rate",
  rocSummary: (rows: string, auc: string, cut: string) =>
    `Die ROC-Kurve der Werte des Modells auf ${rows} zurückgehaltenen Zeilen, AUC ${auc}; der Ring markiert die Schwelle ${cut}.`,
  residualsTitle: "Residuen",
  residualAxisX: "Vorhergesagter Wert",
  residualAxisY: "Tatsächlich minus vorhergesagt",
  residualSummary: (points: string, rows: string) =>
    `Der Fehler jeder zurückgehaltenen Zeile gegen ihre Vorhersage, ${points} von ${rows} Zeilen gezeigt; die Linie markiert keinen Fehler.`,
  coverageTitle: "Unsicherheit: konforme Vorhersage mit Aufteilung",
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
    `Versprochen: ${what}, die die wahre Antwort in ${promised} der Fälle enthalten. Gemessen auf ${of} zurückgehaltenen Zeilen, die die Kalibrierung nicht genutzt hat: ${measured} (${count} von ${of}; ${level}-Intervall ${low} bis ${high}).`,
  conformalKinds: { classification: "Vorhersagemengen", regression: "Vorhersageintervalle" },
  calibration: (rows: string, share: string, seed: number) =>
    `Kalibriert auf ${rows} Zeilen (${share} von test.csv, eine Aufteilung mit dem Startwert ${seed}). Methode: Vovk et al. (2005); Angelopoulos und Bates, „A Gentle Introduction to Conformal Prediction“ (2021).`,
  unbounded:
    "Zu wenige Kalibrierungszeilen für dieses Niveau: Jede Menge enthält alle Klassen, jedes Intervall ist unbeschränkt.",
} as const satisfies Translated<typeof en.modelEvaluationWords>;

export const modelCardWords = {
  title: "Modellkarte",
  modelTitle: "Das Modell",
  format: "Format",
  file: "Datei",
  size: "Größe",
  producer: "Erstellt mit",
  structure: "Aufbau",
  structures: { trees: "Baumensemble", additive: "Additives (lineares) Modell", other: "Anderes" },
  output: "Ausgabe",
  outputs: {
    probabilities: "Klassenwahrscheinlichkeiten",
    scores:
      "Rohwerte (Logits), die das Kit in Wahrscheinlichkeiten umrechnet: mit der logistischen Funktion bei einer Spalte, mit Softmax bei mehreren",
    values: "Werte",
  },
  operators: "Operatoren",
  trees: (trees: string, nodes: string) => `${trees} Bäume, ${nodes} Knoten`,
  parameters: "Parameter",
  version: "Stand (Inhalts-Hash)",
  modelHash: "SHA-256 der Modelldatei",
  missingValues: "Nimmt eine fehlende Zahl an",
  yes: "Ja",
  no: "Nein",
  dataTitle: "Die Testdaten",
  dataHash: "SHA-256 von test.csv",
  rows: "Zeilen",
  fewRows: (rows: string, fewest: string) =>
    `Weniger als ${fewest} Zeilen (${rows}): Die Intervalle der Kennzahlen sind breit, und eine andere Stichprobe würde sie verschieben.`,
  rangesTitle: "Jedes Feld in den Testdaten",
  field: "Feld",
  range: "Bereich (Median)",
  numberRange: (min: string, max: string, median: string) => `${min} bis ${max} (${median})`,
  choice: (label: string, count: string) => `${label}: ${count}`,
  explanationTitle: "Erklärungen",
  explanationMethods: {
    "additive-exact": "Exakte Beiträge eines additiven Modells",
    "tree-shap": "Exaktes TreeSHAP",
    "sampling-shapley": "Shapley-Schätzung durch Stichproben, mit ihrem Standardfehler",
  },
  limitsTitle: "Was die Auswertung sagen kann und was nicht",
  limits: {
    "few-rows": (rows: string, fewest: string) =>
      `Die Kennzahlen stammen aus ${rows} zurückgehaltenen Zeilen, weniger als ${fewest}: Ihre Intervalle sind breit.`,
    "held-out-only": () =>
      "Jede Kennzahl beschreibt das Modell nur auf den zurückgehaltenen Zeilen, weder sein Training noch andere Zeilen.",
    "same-population": () =>
      "Die Kennzahlen gelten für Eingaben, die wie die Testzeilen gezogen sind; außerhalb der Testdaten warnt eine Antwort.",
    "conformal-marginal": (_rows: string, _fewest: string, level: string) =>
      `Die Vorhersagemengen oder -intervalle enthalten die Antwort in ${level} der Fälle im Mittel über die Eingaben, nicht für jede Eingabe oder Gruppe.`,
    "conformal-exchangeable": (_rows: string, _fewest: string, level: string) =>
      `Diese ${level} setzen voraus, dass neue Eingaben aus derselben Grundgesamtheit stammen wie die Testzeilen.`,
    "intervals-sampling-only": () =>
      "Jedes Intervall sagt, wie sehr eine Kennzahl davon abhängt, welche Zeilen zurückgehalten wurden, nicht wie ein anderes Training abschneiden würde.",
    "explanations-not-causal": () =>
      "Der Beitrag eines Feldes sagt, wie das Modell es für diese Eingabe genutzt hat, nicht was das Ergebnis ändern würde.",
    "out-of-data-aggregates": () =>
      "Die Prüfungen vergleichen eine Eingabe mit Zusammenfassungen der Testdaten: Eine Eingabe innerhalb davon kann trotzdem keiner Testzeile ähneln.",
  },
  linksTitle: "Verweise",
  links: { code: "Code", data: "Daten", paper: "Artikel" },
  datasheetTitle: "Datenblatt",
  source: "Quelle",
  licence: "Lizenz",
  cannotSupport: "Wofür sie nicht taugen",
} as const satisfies Translated<typeof en.modelCardWords>;

export const modelApiWords = {
  title: "API",
  intro: (method: string, path: string) =>
    `Dasselbe Modell beantwortet ${method} ${path} mit der Vorhersage, ihrer Menge oder ihrem Intervall, den Warnungen und der Erklärung. Jedes Beispiel sendet die erste Beispielzeile.`,
  languages: { curl: "curl", javascript: "JavaScript mit fetch", python: "Python mit requests" },
} as const satisfies Translated<typeof en.modelApiWords>;

export const modelPredictorWords = {
  title: "Ausprobieren",
  description:
    "Füllen Sie eine Eingabe aus oder beginnen Sie mit einem Beispiel, und sagen Sie vorher: Das Modell läuft in Ihrem Browser.",
  exampleButton: (n: number) => `Beispiel ${n}`,
  randomButton: "Zufälliges Beispiel",
  predict: "Vorhersagen",
  predicting: "Wird vorhergesagt…",
  shareLink: "Link zu dieser Eingabe",
  fromLink: "Aus dem Link ausgefüllt. Drücken Sie auf Vorhersagen, um die Antwort des Modells zu sehen.",
  optional: "freiwillig",
  dataRange: (min: string, max: string) => `Testdaten: ${min} bis ${max}`,
  invalid: (label: string) =>
    `Prüfen Sie „${label}“: Das Feld ist leer, keine Zahl oder außerhalb dessen, was das Modell annimmt.`,
  failed: "Das Modell konnte nicht geladen werden. Laden Sie die Seite neu und versuchen Sie es noch einmal.",
  resultTitle: "Vorhersage",
  noResult: "Sagen Sie vorher, um hier die Antwort des Modells zu sehen.",
  probabilities: "Wahrscheinlichkeit jeder Klasse",
  verdict: "Urteil",
  notPositive: (name: string) => `nicht ${name}`,
  atCut: (cut: string) => `bei der Schwelle ${cut}`,
  predictionSet: "Vorhersagemenge",
  emptySet: "leer (keine Klasse ist wahrscheinlich genug)",
  setCoverage: (level: string, coverage: string) =>
    `Enthält die wahre Klasse in ${level} der Fälle (gemessen: ${coverage} auf zurückgehaltenen Zeilen).`,
  value: "Vorhergesagter Wert",
  interval: "Intervall",
  unbounded: "unbeschränkt",
  intervalRange: (low: string, high: string) => `${low} bis ${high}`,
  intervalCoverage: (level: string, coverage: string) =>
    `Enthält den wahren Wert in ${level} der Fälle (gemessen: ${coverage} auf zurückgehaltenen Zeilen).`,
  warningsTitle: "Außerhalb der Testdaten: Nehmen Sie diese Antwort als Vermutung",
  warnings: {
    "below-range": (label: string, limit: string) => `${label} liegt unter dem kleinsten Wert der Testdaten, ${limit}.`,
    "above-range": (label: string, limit: string) => `${label} liegt über dem größten Wert der Testdaten, ${limit}.`,
    "unseen-choice": (label: string, value: string) => `${label}: Keine Testzeile enthält „${value}“.`,
    "joint-distance": (distance: string, threshold: string, share: string) =>
      `Zusammen liegen die Werte weit von den Testzeilen entfernt (Abstand ${distance}; höchstens ${share} der Testzeilen liegen jenseits von ${threshold}).`,
    "unseen-combination": (fields: string) => `Keine Testzeile enthält diese Kombination von ${fields}.`,
  },
  explanationTitle: "Warum: der Beitrag jedes Feldes",
  explanationLead: (base: string, prediction: string, units: string) =>
    `Vom Durchschnitt, ${base}, zu dieser Vorhersage, ${prediction} (${units}):`,
  units: { "log-odds": "Log-Odds", margin: "Marge", probability: "Wahrscheinlichkeit", value: "vorhergesagter Wert" },
  standardError: (error: string) => `± ${error}`,
  methods: {
    "additive-exact": "Exakt: Das Modell ist additiv, also ist der Term jedes Feldes sein Beitrag.",
    "tree-shap": "Exaktes TreeSHAP über die Bäume des Modells.",
    "sampling-shapley":
      "Eine Shapley-Schätzung durch Stichproben über Hintergrundzeilen, die die Testdaten zusammenfassen, innerhalb eines Budgets an Modellauswertungen; ± ist ihr Standardfehler.",
  },
} as const satisfies Translated<typeof en.modelPredictorWords>;

export const modelBatchWords = {
  ...batchScorerWords,
  title: "Eine ganze Datei bewerten",
  intro:
    "Laden Sie eine CSV-Datei mit Eingaben hoch, und das Modell bewertet jede Zeile in Ihrem Browser, in einem Hintergrund-Worker, mit demselben Code wie der Stapel-Endpunkt der API: Die Datei verlässt Ihr Gerät nie.",
  fileLabel: "CSV-Datei mit Eingaben",
  fileHint: (columns: string, maxRows: string, maxMiB: number) =>
    `Eine Kopfzeile mit den Spalten des Modells (${columns}) in beliebiger Reihenfolge; andere Spalten, etwa die Zielgröße, werden ignoriert. Bis zu ${maxRows} Zeilen und ${formatNumber(maxMiB)} MB, wie beim Stapel der API. Sie können eine Datei auch hier ablegen.`,
  sampleNote: "die Beispielzeilen dieser Seite",
  modelFailed: "Das Modell konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.",
  tooBig: (file: string, maxMiB: number) =>
    `${file} ist größer als ${formatNumber(maxMiB)} MB, das Maximum, das der Stapel der API annimmt.`,
  summary: {
    rows: "Zeilen in der Datei",
    scored: "Bewertete Zeilen",
    unscored: "Nicht bewertete Zeilen",
    positive: (name: string) => `Vorhergesagt „${name}“`,
    outOfData: "Außerhalb der Testdaten",
  },
  tableCaption: "Die Antwort des Modells, Zeile für Zeile",
  columns: {
    row: "Zeile",
    prediction: "Vorhersage",
    probabilityOf: (name: string) => `Wahrscheinlichkeit für „${name}“`,
    probability: "Wahrscheinlichkeit",
    set: "Vorhersagemenge",
    interval: "Intervall",
    data: "Testdaten",
  },
  emptySet: "leer",
  within: "Innerhalb",
  outside: "Außerhalb: eine Vermutung",
} as const satisfies Translated<typeof en.modelBatchWords>;

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

export const modelThresholdWords = {
  title: "Einen Schwellenwert wählen",
  intro: (rows: string) =>
    `Verschieben Sie den Schwellenwert auf der Wahrscheinlichkeit des Modells und sehen Sie, was es richtig und falsch einordnet. Jede Zahl ist auf den ${rows} zurückgehaltenen Zeilen der Evaluation gezählt.`,
  explorerTitle: "Schwellenwert-Explorer",
  slider: (positive: string) => `Schwellenwert auf der Wahrscheinlichkeit von „${positive}“`,
  everyone: (positive: string) => `alle als „${positive}“ eingeordnet`,
  noOne: (positive: string) => `niemand als „${positive}“ eingeordnet`,
  figures: {
    tpr: "Richtig-positiv-Rate",
    fpr: "Falsch-positiv-Rate",
    precision: "Präzision",
    accuracy: "Genauigkeit",
  },
  share: (rate: string, count: string, of: string) => `${rate} (${count} von ${of})`,
  noPositives: "— (keine eingeordnet)",
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `Bei ${cut}: Richtig-positiv-Rate ${tpr}, Falsch-positiv-Rate ${fpr}, Präzision ${precision}, Genauigkeit ${accuracy}.`,
  matrixCaption: (rows: number) =>
    `Die Einordnungen des Modells auf ${rows} zurückgehaltenen Zeilen bei diesem Schwellenwert`,
  predictedPositive: (positive: string) => `Als „${positive}“ eingeordnet`,
  predictedNegative: (positive: string) => `Nicht als „${positive}“ eingeordnet`,
  actualPositive: (positive: string) => `Tatsächlich „${positive}“`,
  actualNegative: (positive: string) => `Tatsächlich nicht „${positive}“`,
  cellNames: {
    truePositive: "richtig positiv",
    falseNegative: "falsch negativ",
    falsePositive: "falsch positiv",
    trueNegative: "richtig negativ",
  },
  defaultNotDecision: (cut: string) =>
    `Der voreingestellte Schwellenwert von ${cut} ist eine Voreinstellung, keine Entscheidung: Keine Kosten stehen dahinter. Wählen Sie einen Schwellenwert danach, was ein falsch positiver Fall gegenüber einem falsch negativen kostet.`,
  costTitle: "Ein Schwellenwert aus Kosten",
  costRatio: "Was ein falsch positiver Fall kostet, gegenüber einem falsch negativen",
  ratio: (fp: string, fn: string) => `${fp} zu ${fn}`,
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `Bei ${ratio} hat der Schwellenwert ${cut} die geringsten erwarteten Kosten: ${cost} falsch negative Fälle pro Zeile, gegenüber ${atDefault} beim voreingestellten Schwellenwert von ${defaultCut}, ${all}, wenn alle positiv eingeordnet werden, und ${none}, wenn niemand. Er ist auf den Zeilen gewählt, auf denen er gemessen wird: Seine Kosten sind optimistisch.`,
  bayes: (cut: string, cost: string) =>
    `Der Bayes-Schwellenwert, vor dem Blick auf die Daten festgelegt, ordnet eine Zeile ab einer Wahrscheinlichkeit von ${cut} positiv ein (das Verhältnis durch eins plus das Verhältnis): für kalibrierte Wahrscheinlichkeiten die günstigste Regel. Auf diesen Zeilen kostet er ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `Der Bayes-Schwellenwert ab einer Wahrscheinlichkeit von ${cut} kostet auf diesen Zeilen ${cost}, mehr, als alle Zeilen gleich einzuordnen (${best}): Hier sind die Wahrscheinlichkeiten nicht gut genug kalibriert, damit die Regel gilt.`,
  goToCost: "Schwellenwert mit den geringsten Kosten",
} as const satisfies Translated<typeof en.modelThresholdWords>;
