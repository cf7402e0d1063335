import { profile } from "#app/content/profile";

import { batchScorerWords } from "./batch";
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

/**
 * A model page's batch scoring (features/models/batch/, with the loan demo's scorer, components/batch/): a CSV of
 * inputs scored in the browser by the same code, and under the same limits, as POST /api/models/<id>/predict/batch.
 * Counts come formatted.
 */
export const modelBatchWords = {
  ...batchScorerWords,
  title: "Score a whole file",
  intro:
    "Upload a CSV of inputs and the model scores every row in your browser, in a background worker, by the same code as the API's batch endpoint: the file never leaves your device.",
  fileLabel: "CSV file of inputs",
  /** `columns`: the model's fields, as a list. */
  fileHint: (columns: string, maxRows: string, maxMiB: number) =>
    `A header with the model's columns (${columns}), in any order; other columns, such as the target, are ignored. Up to ${maxRows} rows and ${maxMiB} MB, as the API's batch takes. You can also drop a file here.`,
  sampleNote: "the example rows this page shows",
  /** When the model's own file cannot be fetched (offline, say). */
  modelFailed: "the model could not be loaded. Check the connection and try again.",
  tooBig: (file: string, maxMiB: number) => `${file} is larger than ${maxMiB} MB, the most the API's batch takes.`,
  summary: {
    rows: "Rows in the file",
    scored: "Rows scored",
    unscored: "Rows not scored",
    /** `name`: the positive class's. */
    positive: (name: string) => `Predicted ${name}`,
    outOfData: "Outside the test data",
  },
  tableCaption: "The model's answer, row by row",
  columns: {
    row: "Row",
    prediction: "Prediction",
    /** `name`: the class whose probability it is. */
    probabilityOf: (name: string) => `Probability of ${name}`,
    probability: "Probability",
    set: "Prediction set",
    interval: "Interval",
    data: "Test data",
  },
  emptySet: "empty",
  within: "Within",
  outside: "Outside: a guess",
} as const;

/**
 * The what-if curves under a prediction (app/features/models/predictor/what-if-curves.tsx, from
 * model/kit/serving/what-if.ts). Figures are never typed here: values and outputs come formatted.
 */
export const modelWhatIfWords = {
  title: "What if one value were different?",
  intro:
    "The model’s answer as one numeric field moves across its range, every other field as you entered it (an individual conditional expectation curve). It starts on the field that moves the answer most. A curve shows how the model responds, not what would happen to anyone.",
  fieldLegend: "Vary",
  /** The output a curve follows, as an axis title; `name`: the class's name, `target`: the target column. */
  axisProbability: (name: string) => `Probability of ${name}`,
  axisValue: (target: string) => `Predicted ${target}`,
  /** The same within a sentence. */
  measureProbability: (name: string) => `the probability of ${name}`,
  measureValue: (target: string) => `the predicted ${target}`,
  /** Multiclass: the class whose probability the curves follow. */
  multiclassNote: (name: string) =>
    `The curves follow the probability of ${name}, the class the model finds likeliest for your input.`,
  ownMark: "yours",
  /** `cut`: formatted. */
  cutMark: (cut: string) => `cut ${cut}`,
  /** `axis`: axisProbability or axisValue. */
  legendCurve: (axis: string) => `Curve: ${axis}`,
  legendOwn: "Line up and down, ringed on the curve: your value.",
  /** `min`, `max`: the test data's range of the field, formatted. */
  legendOutside: (min: string, max: string) =>
    `Shaded: beyond the test data’s range (${min} to ${max}), where the model answers without data to go on.`,
  /** `cut`: formatted. */
  legendCut: (cut: string) => `Dashed line across: the cut (${cut}).`,
  /** `field`: the field's label; `value`, `output`: formatted. */
  ownReadout: (field: string, value: string, output: string) => `${field} ${value} (yours): ${output}`,
  ownEmpty: (field: string) => `${field} was left empty, so no value of it is marked: the model fills it in itself.`,
  /** The chart's text alternative; `measure`: measureProbability or measureValue; the rest formatted. */
  description: (
    field: string,
    measure: string,
    range: { from: string; to: string },
    outputs: { from: string; to: string; low: string; lowAt: string; high: string; highAt: string },
    data: { min: string; max: string },
  ) =>
    `As ${field} goes from ${range.from} to ${range.to}, every other field as entered, ${measure} goes from ${outputs.from} to ${outputs.to}: lowest ${outputs.low} at ${outputs.lowAt}, highest ${outputs.high} at ${outputs.highAt}. The test data’s ${field} runs from ${data.min} to ${data.max}; the chart is shaded beyond.`,
} as const;

/** The model page's threshold explorer (features/models/threshold/): `positive` is the positive class's name. */
export const modelThresholdWords = {
  title: "Choosing a cut",
  /** `rows`: formatted. */
  intro: (rows: string) =>
    `Move the cut on the model’s probability and see what it calls right and wrong. Every figure is counted on the ${rows} held-out rows the evaluation used.`,
  explorerTitle: "Threshold explorer",
  slider: (positive: string) => `Cut on the probability of ${positive}`,
  /** The grid's ends, named rather than written as a cut. */
  everyone: (positive: string) => `everyone called ${positive}`,
  noOne: (positive: string) => `no one called ${positive}`,
  figures: { tpr: "True-positive rate", fpr: "False-positive rate", precision: "Precision", accuracy: "Accuracy" },
  /** `rate`: a percentage; `count`, `of`: whole numbers; all formatted. */
  share: (rate: string, count: string, of: string) => `${rate} (${count} of ${of})`,
  /** Precision when no row is called positive. */
  noPositives: "— (none called)",
  /** Each figure as `share` writes it. */
  summary: (cut: string, tpr: string, fpr: string, precision: string, accuracy: string) =>
    `At ${cut}: true-positive rate ${tpr}, false-positive rate ${fpr}, precision ${precision}, accuracy ${accuracy}.`,
  matrixCaption: (rows: number) => `The model’s calls on ${rows} held-out rows at this cut`,
  predictedPositive: (positive: string) => `Called ${positive}`,
  predictedNegative: (positive: string) => `Called not ${positive}`,
  actualPositive: (positive: string) => `Actually ${positive}`,
  actualNegative: (positive: string) => `Actually not ${positive}`,
  cellNames: {
    truePositive: "true positives",
    falseNegative: "false negatives",
    falsePositive: "false positives",
    trueNegative: "true negatives",
  },
  /** `cut`: the default cut, formatted. */
  defaultNotDecision: (cut: string) =>
    `The default cut of ${cut} is a default, not a decision: no cost stands behind it. Choose a cut from what a false positive costs against a false negative.`,
  costTitle: "A cut from costs",
  costRatio: "What one false positive costs, against one false negative",
  /** `fp`, `fn`: the ratio's two terms, formatted ("2 to 1", "1 to 8"). */
  ratio: (fp: string, fn: string) => `${fp} to ${fn}`,
  /** Costs in false negatives' worth per row; cuts as the slider writes them. */
  leastCost: (
    ratio: string,
    cut: string,
    cost: string,
    atDefault: string,
    defaultCut: string,
    all: string,
    none: string,
  ) =>
    `At ${ratio}, the cut with the least expected cost is ${cut}: ${cost} false negatives’ worth per row, against ${atDefault} at the default cut of ${defaultCut}, ${all} calling everyone positive and ${none} calling no one. It is chosen on the rows it is measured on, so its cost is optimistic.`,
  bayes: (cut: string, cost: string) =>
    `The Bayes cut, fixed before seeing the data, calls a row positive from a probability of ${cut} (the ratio over one plus the ratio): for calibrated probabilities, the least costly rule. On these rows it costs ${cost}.`,
  bayesCostlier: (cut: string, cost: string, best: string) =>
    `The Bayes cut, from a probability of ${cut}, costs ${cost} on these rows, more than calling every row the same way (${best}): here the probabilities are not calibrated enough for the rule to hold.`,
  goToCost: "Least-cost cut",
} as const;
