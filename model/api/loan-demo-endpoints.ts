import {
  BatchResultSchema,
  BothPredictionsResponseSchema,
  PredictionResponseSchema,
  PredictRequestSchema,
  TrainedPredictionResponseSchema,
} from "../api-contract";
import { ModelCardResponseSchema } from "../api-model-card";
import { BATCH_MAX_ROWS, MAX_CELL_CHARS, MAX_JSON_DEPTH, MAX_LINE_CHARS } from "../batch/limits";
import { EXAMPLE_APPLICATION } from "../example-application";
import type { Endpoint } from "./endpoint";
import {
  APPLICATION_BYTES,
  APPLICATION_ERRORS,
  BATCH_BYTES,
  BATCH_ROWS_PER_UNIT,
  batchContent,
  batchErrors,
  verdict,
} from "./shared";

/** The body of every prediction endpoint of the demo, the same for both models. */
const APPLICATION_BODY = {
  description: `JSON, at most ${APPLICATION_BYTES} bytes. Unknown fields are rejected.`,
  maxBytes: APPLICATION_BYTES,
  content: { "application/json": { schema: PredictRequestSchema, example: EXAMPLE_APPLICATION } },
};

const BATCH_CSV_EXAMPLE = [
  Object.keys(EXAMPLE_APPLICATION).join(","),
  Object.values(EXAMPLE_APPLICATION).join(","),
].join("\n");

/** The loan demo's API: its two models' predictions, alone, together and by the file, and their card. */
export const LOAN_DEMO_ENDPOINTS = {
  predict: {
    method: "POST",
    path: "/api/predict",
    module: "loanDemo",
    summary: "Predict with the hand-written scorecard whether a loan application is likely to be approved",
    request: APPLICATION_BODY,
    quota: {},
    answers: verdict(PredictionResponseSchema),
    errors: APPLICATION_ERRORS,
  },
  predictTrained: {
    method: "POST",
    path: "/api/predict/trained",
    module: "loanDemo",
    summary: "Predict with the logistic regression trained on the public Loan Prediction dataset",
    request: APPLICATION_BODY,
    quota: {},
    answers: verdict(TrainedPredictionResponseSchema),
    errors: APPLICATION_ERRORS,
  },
  predictBoth: {
    method: "POST",
    path: "/api/predict/both",
    module: "loanDemo",
    summary: "Predict with both models at once (one request, one unit of the quota)",
    request: APPLICATION_BODY,
    quota: {},
    answers: verdict(BothPredictionsResponseSchema),
    errors: APPLICATION_ERRORS,
  },
  predictBatch: {
    method: "POST",
    path: "/api/predict/batch",
    module: "loanDemo",
    summary: "Score many applications with both models, streamed back as NDJSON",
    request: {
      description:
        `At most ${BATCH_BYTES} bytes and ${BATCH_MAX_ROWS} rows: CSV with the form's columns (or the public ` +
        "dataset's, every row then scored as age 35), or NDJSON with one application per line. A line past " +
        `${MAX_LINE_CHARS} characters, a cell past ${MAX_CELL_CHARS} or JSON nested deeper than ${MAX_JSON_DEPTH} ` +
        "levels is not read: that row gets an error line. The batch costs one unit of the rate limit per " +
        `${BATCH_ROWS_PER_UNIT} rows (RateLimit-Cost), taken in full or refused with 429 before any row is scored.`,
      maxBytes: BATCH_BYTES,
      content: batchContent({ "text/csv": BATCH_CSV_EXAMPLE }),
    },
    quota: { rowsPerUnit: BATCH_ROWS_PER_UNIT },
    answers: {
      200: {
        description: "One BatchResult per row, in order, one JSON object per line.",
        schema: BatchResultSchema,
        mediaType: "application/x-ndjson",
      },
    },
    errors: batchErrors("A file that cannot be read (no header, a quote left open, neither set of columns)."),
  },
  model: {
    method: "GET",
    path: "/api/model",
    module: "loanDemo",
    summary:
      "The served models' card: versions, each field's range in the data, the headline figures with both intervals",
    answers: { 200: { description: "The card.", schema: ModelCardResponseSchema } },
    errors: {},
  },
} as const satisfies Record<string, Endpoint>;
