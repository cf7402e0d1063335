/** The German words of the model pages (what each is for: ../en/models.ts). */
import { profile } from "#app/content/profile";
import type { Translated } from "#app/lib/words";

import type * as en from "../en/models";
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
