import { profile } from "#app/content/profile";

import { modelsLink } from "./site/navigation";

/**
 * The words of the model pages (/models, and /models/<id> for each folder in app/content/models/). The models'
 * own words (titles, fields, classes) are the owner's, in each folder's model.ts (docs/your-model.md).
 */
export const modelsPage = {
  path: modelsLink.href,
  title: "Models",
  intro: "Models I trained, live: each runs in your browser and through an API, with its evaluation on held-out data.",
  metaTitle: `Models · ${profile.name}`,
  description: `Models by ${profile.name}, each live with its evaluation on held-out data, its model card and its API.`,
} as const;

/** The words around one model's page. */
export const modelWords = {
  allModels: "All models",
  metaTitle: (title: string) => `${title} · ${profile.name}`,
  tasks: { binary: "Binary classification", multiclass: "Classification", regression: "Regression" },
  formats: { onnx: "ONNX", xgboost: "XGBoost" },
  /** `rows`: the count, already formatted for the locale. */
  heldOutRows: (rows: string) => `${rows} held-out rows`,
  fields: "Fields",
  version: "Version",
  api: "API",
} as const;

/** The evaluation section: each figure on the held-out rows with its interval, and the conformal coverage. */
export const modelEvaluationWords = {
  title: "Evaluation on held-out data",
  /** `rows`, `resamples`: already formatted; `level`: a percentage, formatted. */
  intro: (rows: string, level: string, resamples: string) =>
    `Computed at build time on ${rows} held-out rows. Each figure has a ${level} interval: a row bootstrap of ${resamples} resamples for the scores, a Wilson interval for the rates.`,
  figure: "Figure",
  value: "Value",
  /** `level`: a percentage, formatted. */
  interval: (level: string) => `${level} interval`,
  /** `cut`: the cut, formatted. */
  atCut: (cut: string) => `at the cut of ${cut}`,
  figures: {
    auc: "AUC (area under the ROC curve)",
    averagePrecision: "Average precision",
    brier: "Brier score (lower is better)",
    accuracy: "Accuracy",
    tpr: "True-positive rate (recall)",
    fpr: "False-positive rate",
    precision: "Precision",
    mae: "Mean absolute error",
    rmse: "Root mean squared error",
    r2: "R² (share of variance explained)",
    logLoss: "Log loss (lower is better)",
    macroAuc: "Macro AUC (one class against the rest)",
  },
  undefinedInterval: "not defined",
  rocTitle: "ROC curve",
  rocAxisX: "False-positive rate",
  rocAxisY: "True-positive rate",
  /** `rows`, `auc`, `cut`: formatted. */
  rocSummary: (rows: string, auc: string, cut: string) =>
    `The ROC curve of the model’s scores on ${rows} held-out rows, AUC ${auc}; the ring marks the cut of ${cut}.`,
  residualsTitle: "Residuals",
  residualAxisX: "Predicted value",
  residualAxisY: "Actual minus predicted",
  /** `points`, `rows`: formatted. */
  residualSummary: (points: string, rows: string) =>
    `Each held-out row’s error against its prediction, ${points} of ${rows} rows shown; the line marks no error.`,
  coverageTitle: "Uncertainty: split conformal prediction",
  /** `what`: sets or intervals (conformalKinds); percentages and counts already formatted. */
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
    `Promised: ${what} that hold the true answer ${promised} of the time. Measured on ${of} held-out rows the calibration did not use: ${measured} (${count} of ${of}; ${level} interval ${low} to ${high}).`,
  conformalKinds: { classification: "prediction sets", regression: "prediction intervals" },
  /** `rows`, `share`: formatted; `seed`: the split's seed. */
  calibration: (rows: string, share: string, seed: number) =>
    `Calibrated on ${rows} rows (${share} of test.csv, a split seeded with ${seed}). Method: Vovk et al. (2005); Angelopoulos and Bates, “A Gentle Introduction to Conformal Prediction” (2021).`,
  unbounded: "Too few calibration rows for this level: every set holds every class, every interval is unbounded.",
} as const;

/** The model card: what the model is, what it was evaluated on, and what the figures can and cannot say. */
export const modelCardWords = {
  title: "Model card",
  modelTitle: "The model",
  format: "Format",
  file: "File",
  /** `size`: already formatted with its unit. */
  size: "Size",
  producer: "Made by",
  structure: "Structure",
  structures: { trees: "Tree ensemble", additive: "Additive (linear) model", other: "Other" },
  output: "Output",
  outputs: {
    probabilities: "Class probabilities",
    scores:
      "Raw scores (logits), which the kit turns into probabilities: the logistic function for one column, softmax for several",
    values: "Values",
  },
  operators: "Operators",
  /** Counts, already formatted. */
  trees: (trees: string, nodes: string) => `${trees} trees, ${nodes} nodes`,
  parameters: "Parameters",
  version: "Version (content hash)",
  modelHash: "Model file SHA-256",
  missingValues: "Takes a missing number",
  yes: "Yes",
  no: "No",
  dataTitle: "The test data",
  dataHash: "test.csv SHA-256",
  rows: "Rows",
  /** `rows`, `fewest`: formatted. */
  fewRows: (rows: string, fewest: string) =>
    `Fewer than ${fewest} rows (${rows}): the figures’ intervals are wide, and another sample would move them.`,
  rangesTitle: "Each field in the test data",
  field: "Field",
  range: "Range (median)",
  /** `min`, `max`, `median`: formatted. */
  numberRange: (min: string, max: string, median: string) => `${min} to ${max} (${median})`,
  /** `count`: formatted. */
  choice: (label: string, count: string) => `${label}: ${count}`,
  explanationTitle: "Explanations",
  explanationMethods: {
    "additive-exact": "Exact contributions of an additive model",
    "tree-shap": "Exact TreeSHAP",
    "sampling-shapley": "Sampling Shapley estimate, with its standard error",
  },
  limitsTitle: "What the evaluation can and cannot say",
  /** Each limit the card states, by its code; `rows`, `fewest` formatted, `level` a formatted percentage. */
  limits: {
    "few-rows": (rows: string, fewest: string) =>
      `The figures come from ${rows} held-out rows, fewer than ${fewest}: their intervals are wide.`,
    "held-out-only": () =>
      "Every figure describes the model on the held-out rows alone, not how it was trained nor rows not held out.",
    "same-population": () =>
      "The figures hold for inputs drawn as the test rows were; outside the test data an answer warns.",
    "conformal-marginal": (_rows: string, _fewest: string, level: string) =>
      `The prediction sets or intervals hold the answer ${level} of the time on average over inputs, not for each input or group.`,
    "conformal-exchangeable": (_rows: string, _fewest: string, level: string) =>
      `That ${level} assumes new inputs come from the same population as the test rows.`,
    "intervals-sampling-only": () =>
      "Each interval says how much a figure depends on which rows were held out, not how another training run would do.",
    "explanations-not-causal": () =>
      "A field’s contribution says how the model used it for this input, not what would change the outcome.",
    "out-of-data-aggregates": () =>
      "The out-of-data checks compare an input with summaries of the test data: an input inside them can still be unlike every test row.",
  },
  linksTitle: "Links",
  links: { code: "Code", data: "Data", paper: "Paper" },
  datasheetTitle: "Datasheet",
  source: "Source",
  licence: "Licence",
  cannotSupport: "What it cannot support",
} as const;

/** The API section: the model's endpoint, with code that sends it an example. */
export const modelApiWords = {
  title: "API",
  /** `method`, `path`: the endpoint. */
  intro: (method: string, path: string) =>
    `The same model answers ${method} ${path} with the prediction, its set or interval, the warnings and the explanation. Each snippet sends the first example.`,
  languages: { curl: "curl", javascript: "JavaScript (fetch)", python: "Python (requests)" },
} as const;

/** The form and its answer. */
export const modelPredictorWords = {
  title: "Try it",
  description: "Fill in an input, or start from an example, and predict: the model runs in your browser.",
  /** `n`: the example's number. */
  exampleButton: (n: number) => `Example ${n}`,
  randomButton: "Random example",
  predict: "Predict",
  predicting: "Predicting…",
  shareLink: "Link to this input",
  fromLink: "Filled in from the link. Press Predict to see the model’s answer.",
  optional: "optional",
  /** `min`, `max`: the test data's range, formatted. */
  dataRange: (min: string, max: string) => `Test data: ${min} to ${max}`,
  /** `label`: the field's label. */
  invalid: (label: string) => `Check “${label}”: it is empty, not a number, or outside what the model accepts.`,
  failed: "The model could not be loaded. Reload the page and try again.",
  resultTitle: "Prediction",
  noResult: "Predict to see the model’s answer here.",
  probabilities: "Probability of each class",
  verdict: "Verdict",
  /** `name`: the positive class's name. */
  notPositive: (name: string) => `not ${name}`,
  /** `cut`: formatted. */
  atCut: (cut: string) => `at the cut of ${cut}`,
  predictionSet: "Prediction set",
  emptySet: "empty (no class is likely enough)",
  /** `level`, `coverage`: formatted percentages. */
  setCoverage: (level: string, coverage: string) =>
    `Holds the true class ${level} of the time (measured: ${coverage} on held-out rows).`,
  value: "Predicted value",
  interval: "Interval",
  unbounded: "unbounded",
  /** `low`, `high`: formatted. */
  intervalRange: (low: string, high: string) => `${low} to ${high}`,
  intervalCoverage: (level: string, coverage: string) =>
    `Holds the true value ${level} of the time (measured: ${coverage} on held-out rows).`,
  warningsTitle: "Outside the test data: weigh this answer as a guess",
  warnings: {
    /** `label`: the field; `limit`: formatted. */
    "below-range": (label: string, limit: string) => `${label} is below the test data’s smallest value, ${limit}.`,
    "above-range": (label: string, limit: string) => `${label} is above the test data’s largest value, ${limit}.`,
    "unseen-choice": (label: string, value: string) => `${label}: no test row holds “${value}”.`,
    /** `distance`, `threshold`, `share`: formatted. */
    "joint-distance": (distance: string, threshold: string, share: string) =>
      `Together, the values lie far from the test rows (distance ${distance}; at most ${share} of test rows lie beyond ${threshold}).`,
    /** `fields`: the fields, as a list. */
    "unseen-combination": (fields: string) => `No test row holds this combination of ${fields}.`,
  },
  explanationTitle: "Why: each field’s contribution",
  /** `base`, `prediction`: formatted, in `units`. */
  explanationLead: (base: string, prediction: string, units: string) =>
    `From the average, ${base}, to this prediction, ${prediction} (${units}):`,
  units: { "log-odds": "log-odds", margin: "margin", probability: "probability", value: "predicted value" },
  /** `error`: formatted. */
  standardError: (error: string) => `± ${error}`,
  methods: {
    "additive-exact": "Exact: the model is additive, so each field’s term is its contribution.",
    "tree-shap": "Exact TreeSHAP over the model’s trees.",
    "sampling-shapley":
      "A sampling Shapley estimate over background rows that summarise the test data, within a budget of model evaluations; ± is its standard error.",
  },
} as const;
