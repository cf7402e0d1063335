import { z } from "zod";

import {
  API_PATHS,
  ApiErrorSchema,
  BatchResultSchema,
  BothPredictionsResponseSchema,
  PredictionResponseSchema,
  TrainedPredictionResponseSchema,
} from "#model/api-contract";
import { MAX_CELL_CHARS, MAX_JSON_DEPTH, MAX_LINE_CHARS } from "#model/batch/limits";
import { BATCH_MAX_ROWS } from "#model/batch/parse";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

import { BATCH_ROWS_PER_UNIT, MAX_BATCH_BYTES } from "./batch";
import { APP_VERSION } from "./health";
import { MAX_BODY_BYTES } from "./predict";
import { HealthResponseSchema, PredictRequestSchema } from "./schemas";

const BATCH_CSV_EXAMPLE = [
  Object.keys(EXAMPLE_APPLICATION).join(","),
  Object.values(EXAMPLE_APPLICATION).join(","),
].join("\n");

/** A component schema generated from zod (JSON Schema 2020-12, the dialect of OpenAPI 3.1). */
function schemaOf(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io });
  return jsonSchema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function errorResponse(description: string, headers?: Record<string, unknown>) {
  return { description, ...(headers && { headers }), content: { "application/json": { schema: ref("Error") } } };
}

const RATE_LIMIT_HEADERS = {
  RateLimit: { description: 'Current quota, e.g. `"per-minute";r=59;t=60`.', schema: { type: "string" } },
  "RateLimit-Policy": { description: 'The quota policy, e.g. `"per-minute";q=60;w=60`.', schema: { type: "string" } },
  "RateLimit-Limit": { schema: { type: "integer" } },
  "RateLimit-Remaining": { schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the quota resets.", schema: { type: "integer" } },
};

const BATCH_RATE_LIMIT_HEADERS = {
  ...RATE_LIMIT_HEADERS,
  "RateLimit-Cost": {
    description: `Units of the quota this batch costs: one per ${BATCH_ROWS_PER_UNIT} rows, rounded up, at least one.`,
    schema: { type: "integer", minimum: 1 },
  },
};

/** A prediction endpoint: the same body, limits and errors for each model, and the model's own answer. */
function predictOperation(operationId: string, summary: string, answer: string, example: unknown) {
  return {
    operationId,
    summary,
    requestBody: {
      required: true,
      description: `JSON, at most ${MAX_BODY_BYTES} bytes. Unknown fields are rejected.`,
      content: { "application/json": { schema: ref("LoanApplication"), example: EXAMPLE_APPLICATION } },
    },
    responses: {
      "200": {
        description: "The verdict.",
        headers: RATE_LIMIT_HEADERS,
        content: { "application/json": { schema: ref(answer), example } },
      },
      "400": errorResponse("Malformed JSON, or fields missing, invalid or unknown (each named in details)."),
      "405": errorResponse("Another method than POST.", { Allow: { schema: { type: "string" } } }),
      "413": errorResponse(`Body over ${MAX_BODY_BYTES} bytes.`),
      "415": errorResponse("Content-Type is not application/json."),
      "429": errorResponse("Too many predictions from this client (one quota for every prediction endpoint).", {
        ...RATE_LIMIT_HEADERS,
        "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } },
      }),
    },
  };
}

/** The API's OpenAPI 3.1 document; every schema in it is generated from the zod schemas the server runs. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "Loan approval prediction API",
      version: APP_VERSION,
      description:
        "Scores a loan application with the transparent scorecard of the demo page (the verdict, a calibrated " +
        "approval probability and each rule's points) or with a logistic regression trained on the public Loan " +
        "Prediction dataset (the probability and each field's share of the log-odds). Predictions are " +
        "rate-limited per client.",
      license: { name: "MIT", identifier: "MIT" },
    },
    // A public API: no credentials of any kind.
    security: [],
    servers: [{ url: "/" }],
    paths: {
      [API_PATHS.predict]: {
        post: predictOperation(
          "predict",
          "Predict with the hand-written scorecard whether a loan application is likely to be approved",
          "Prediction",
          predictionFor(EXAMPLE_APPLICATION, bootstrapRefits),
        ),
      },
      [API_PATHS.predictTrained]: {
        post: predictOperation(
          "predictTrained",
          "Predict with the logistic regression trained on the public Loan Prediction dataset",
          "TrainedPrediction",
          trainedPredictionFor(EXAMPLE_APPLICATION, bootstrapRefits),
        ),
      },
      [API_PATHS.predictBoth]: {
        post: predictOperation(
          "predictBoth",
          "Predict with both models at once (one request, one unit of the quota)",
          "BothPredictions",
          {
            scorecard: predictionFor(EXAMPLE_APPLICATION, bootstrapRefits),
            trained: trainedPredictionFor(EXAMPLE_APPLICATION, bootstrapRefits),
          },
        ),
      },
      [API_PATHS.predictBatch]: {
        post: {
          operationId: "predictBatch",
          summary: "Score many applications with both models, streamed back as NDJSON",
          requestBody: {
            required: true,
            description:
              `At most ${MAX_BATCH_BYTES} bytes and ${BATCH_MAX_ROWS} rows: CSV with the form's columns (or the public ` +
              "dataset's, every row then scored as age 35), or NDJSON with one application per line. A line past " +
              `${MAX_LINE_CHARS} characters, a cell past ${MAX_CELL_CHARS} or JSON nested deeper than ${MAX_JSON_DEPTH} ` +
              "levels is not read: that row gets an error line. The batch costs one unit of the rate limit per " +
              `${BATCH_ROWS_PER_UNIT} rows (RateLimit-Cost), taken in full or refused with 429 before any row is scored.`,
            content: {
              "text/csv": { schema: { type: "string" }, example: BATCH_CSV_EXAMPLE },
              "application/x-ndjson": { schema: { type: "string" } },
            },
          },
          responses: {
            "200": {
              description: "One BatchResult per row, in order, one JSON object per line.",
              headers: BATCH_RATE_LIMIT_HEADERS,
              content: { "application/x-ndjson": { schema: ref("BatchResult") } },
            },
            "400": errorResponse("A file that cannot be read (no header, a quote left open, neither set of columns)."),
            "405": errorResponse("Another method than POST.", { Allow: { schema: { type: "string" } } }),
            "413": errorResponse(`Body over ${MAX_BATCH_BYTES} bytes or over ${BATCH_MAX_ROWS} rows.`),
            "415": errorResponse("Content-Type is neither text/csv nor application/x-ndjson."),
            "429": errorResponse(
              "This batch's cost would overdraw the client's quota (one quota for every prediction endpoint).",
              {
                ...BATCH_RATE_LIMIT_HEADERS,
                "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } },
              },
            ),
          },
        },
      },
      [API_PATHS.health]: {
        get: {
          operationId: "health",
          summary: "Liveness, application version and the deployed model",
          responses: {
            "200": { description: "Up.", content: { "application/json": { schema: ref("Health") } } },
            "503": {
              description: "Shutting down: send requests elsewhere.",
              content: { "application/json": { schema: ref("Health") } },
            },
            "405": errorResponse("Another method than GET or HEAD.", { Allow: { schema: { type: "string" } } }),
          },
        },
      },
      [API_PATHS.openApi]: {
        get: {
          operationId: "openapi",
          summary: "This document",
          responses: {
            "200": { description: "OpenAPI 3.1.", content: { "application/json": { schema: { type: "object" } } } },
            "405": errorResponse("Another method than GET or HEAD.", { Allow: { schema: { type: "string" } } }),
          },
        },
      },
    },
    components: {
      schemas: {
        LoanApplication: schemaOf(PredictRequestSchema, "input"),
        Prediction: schemaOf(PredictionResponseSchema, "output"),
        TrainedPrediction: schemaOf(TrainedPredictionResponseSchema, "output"),
        BothPredictions: schemaOf(BothPredictionsResponseSchema, "output"),
        BatchResult: schemaOf(BatchResultSchema, "output"),
        Health: schemaOf(HealthResponseSchema, "output"),
        Error: schemaOf(ApiErrorSchema, "output"),
      },
    },
  };
}
