import { batchScorerWords } from "./batch";

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
