import { z } from "zod";

import {
  BatchResultSchema,
  BothPredictionsResponseSchema,
  HealthResponseSchema,
  PredictionResponseSchema,
  PredictRequestSchema,
  TrainedPredictionResponseSchema,
} from "./api-contract";
import { ModelCardResponseSchema } from "./api-model-card";
import {
  BATCH_MAX_BYTES as BATCH_BYTES,
  BATCH_MAX_ROWS,
  MAX_CELL_CHARS,
  MAX_JSON_DEPTH,
  MAX_LINE_CHARS,
} from "./batch/limits";
import { EXAMPLE_APPLICATION } from "./example-application";
import { KitCardSchema } from "./kit/serving/card-schema";
import { KitBatchResultSchema, KitModelListSchema, KitPredictionSchema } from "./kit/serving/contract";

/**
 * How a batch's body is read, by its media type: CSV, or NDJSON (one JSON value per line) under either of its
 * names, the long-standing `application/x-ndjson` and `application/ndjson`, which newer clients send. The
 * batch endpoints take these and nothing else; the server reads them from here.
 */
export const BATCH_MEDIA_TYPES = {
  "text/csv": "csv",
  "application/x-ndjson": "ndjson",
  "application/ndjson": "ndjson",
} as const;
export type BatchMediaType = keyof typeof BATCH_MEDIA_TYPES;

type MediaType = "application/json" | BatchMediaType;

/**
 * An answer other than an error: its schema (a titled schema becomes a component of the document). A prediction's
 * example is computed by the server (server/api/openapi.ts): it needs the bootstrap refits, which the page must
 * not load with this table.
 */
export type Answer = { description: string; schema: z.ZodType; mediaType?: MediaType; example?: unknown };

/**
 * One endpoint, declared once: the server mounts its route and enforces its limits from here, the OpenAPI
 * document is generated from it (server/api/openapi.ts), and the page calls its path.
 */
export type Endpoint = {
  method: "GET" | "POST";
  /**
   * Its path; `{id}` in it stands for a model's id (a folder in app/content/models/): the server mounts it, and
   * the document lists it, once per model it serves.
   */
  path: `/api/${string}`;
  summary: string;
  /**
   * The module it belongs to (app/site/modules.ts): it is served only while that module is on (the models', only
   * with a model). None: always (the health check; the document, while any other endpoint is).
   */
  module?: "loanDemo" | "models";
  /** A model's endpoint: its body's schema is the model's own (model/kit/serving/request.ts), not `request`'s. */
  perModel?: true;
  /** Its query parameters, each optional, with the values it takes. */
  query?: Record<string, { description: string; values: readonly string[] }>;
  /** The body: what it may be, and past how many bytes it is refused with 413. */
  request?: {
    description: string;
    maxBytes: number;
    content: Partial<Record<MediaType, { schema: z.ZodType; example?: unknown }>>;
  };
  /**
   * Counted against the client's one prediction quota: one unit a request, or (a batch) one unit per
   * `rowsPerUnit` rows, at least one. Its answers carry the RateLimit headers.
   */
  quota?: { rowsPerUnit?: number };
  /** The answers by status (JSON unless `mediaType` says otherwise). */
  answers: Record<number, Answer>;
  /** The errors by status, each answered as ApiErrorSchema; 405 with Allow goes without saying. */
  errors: Record<number, string>;
};

const APPLICATION_BYTES = 16 * 1024;
// The 10,000 rows of the largest batch cost 50 of a client's 60 units a minute; at one unit per 100 rows that
// batch would cost 100 and never pass. A row costs the server about 4 µs, a single prediction about 50 µs.
const BATCH_ROWS_PER_UNIT = 200;

/** The body of every prediction endpoint, the same for each model. */
const APPLICATION_BODY = {
  description: `JSON, at most ${APPLICATION_BYTES} bytes. Unknown fields are rejected.`,
  maxBytes: APPLICATION_BYTES,
  content: { "application/json": { schema: PredictRequestSchema, example: EXAMPLE_APPLICATION } },
};

/** A prediction endpoint's errors: the same body, limits and quota for each model. */
const APPLICATION_ERRORS = {
  400: "Malformed JSON, or fields missing, invalid or unknown (each named in details).",
  413: `Body over ${APPLICATION_BYTES} bytes.`,
  415: "Content-Type is not application/json.",
  429: "Too many predictions from this client (one quota for every prediction endpoint).",
};

const verdict = (schema: z.ZodType) => ({ 200: { description: "The verdict.", schema } });

const BATCH_CSV_EXAMPLE = [
  Object.keys(EXAMPLE_APPLICATION).join(","),
  Object.values(EXAMPLE_APPLICATION).join(","),
].join("\n");

/** A model's input, as a model's endpoint takes it: the document gives each model's own schema (its fields). */
const MODEL_INPUT = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

const MODEL_BATCH_DESCRIPTION =
  `At most ${BATCH_BYTES} bytes and ${BATCH_MAX_ROWS} rows: CSV whose header holds the model's fields (other ` +
  "columns, such as test.csv's target, are ignored; an empty cell is a missing value where the model takes one), " +
  "or NDJSON with one input per line, as the predict endpoint takes it. The same limits per row and the same cost " +
  `as the loan demo's batch: one unit per ${BATCH_ROWS_PER_UNIT} rows. Answers carry no explanation.`;

/** A batch endpoint's body: each of the batch media types, as text, with the examples given. */
function batchContent(examples: Partial<Record<BatchMediaType, string>>) {
  const types = Object.keys(BATCH_MEDIA_TYPES) as BatchMediaType[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      { schema: z.string(), ...(examples[type] !== undefined && { example: examples[type] }) },
    ]),
  ) as Record<BatchMediaType, { schema: z.ZodString; example?: string }>;
}

const BATCH_TYPES_LISTED = Object.keys(BATCH_MEDIA_TYPES).join(", ");

/** The API: every endpoint, in the order the document lists them. Adding one: docs/api.md. */
export const API_ENDPOINTS = {
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
    errors: {
      400: "A file that cannot be read (no header, a quote left open, neither set of columns).",
      413: `Body over ${BATCH_BYTES} bytes or over ${BATCH_MAX_ROWS} rows.`,
      415: `Content-Type is none of ${BATCH_TYPES_LISTED}.`,
      429: "This batch's cost would overdraw the client's quota (one quota for every prediction endpoint).",
    },
  },
  health: {
    method: "GET",
    path: "/api/health",
    summary: "Liveness, application version and the deployed model",
    answers: {
      200: { description: "Up.", schema: HealthResponseSchema },
      503: { description: "Shutting down: send requests elsewhere.", schema: HealthResponseSchema },
    },
    errors: {},
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
  models: {
    method: "GET",
    path: "/api/models",
    module: "models",
    summary: "The models this site serves, each with its predict endpoint (app/content/models/<id>/)",
    answers: { 200: { description: "The models.", schema: KitModelListSchema } },
    errors: {},
  },
  modelCard: {
    method: "GET",
    path: "/api/models/{id}",
    module: "models",
    perModel: true,
    summary: "A model's card: its file's hash and make, its test data's hash and ranges, its evaluation and its limits",
    answers: { 200: { description: "The card.", schema: KitCardSchema } },
    errors: {},
  },
  modelPredict: {
    method: "POST",
    path: "/api/models/{id}/predict",
    module: "models",
    perModel: true,
    summary:
      "Predict with a model: probabilities and the verdict at its cut, or a value; a conformal set or interval; warnings",
    request: {
      description:
        `JSON, at most ${APPLICATION_BYTES} bytes: one key per field of the model. Unknown fields are rejected. ` +
        "With ?explain=true the answer carries each field's contribution (exact for trees and additive models, " +
        "sampled for any other).",
      maxBytes: APPLICATION_BYTES,
      content: { "application/json": { schema: MODEL_INPUT } },
    },
    query: {
      explain: {
        description: "true: the answer carries each field's contribution to it; false or absent: it does not.",
        values: ["true", "false"],
      },
    },
    quota: {},
    answers: verdict(KitPredictionSchema),
    errors: {
      ...APPLICATION_ERRORS,
      400: "Malformed JSON, fields missing, invalid or unknown (each named), or ?explain neither true nor false.",
    },
  },
  modelPredictBatch: {
    method: "POST",
    path: "/api/models/{id}/predict/batch",
    module: "models",
    perModel: true,
    summary: "Score many inputs with a model, streamed back as NDJSON",
    request: {
      description: MODEL_BATCH_DESCRIPTION,
      maxBytes: BATCH_BYTES,
      content: batchContent({}),
    },
    quota: { rowsPerUnit: BATCH_ROWS_PER_UNIT },
    answers: {
      200: {
        description: "One KitBatchResult per row, in order, one JSON object per line.",
        schema: KitBatchResultSchema,
        mediaType: "application/x-ndjson",
      },
    },
    errors: {
      400: "A file that cannot be read (no header, a quote left open, a field's column missing).",
      413: `Body over ${BATCH_BYTES} bytes or over ${BATCH_MAX_ROWS} rows.`,
      415: `Content-Type is none of ${BATCH_TYPES_LISTED}.`,
      429: "This batch's cost would overdraw the client's quota (one quota for every prediction endpoint).",
    },
  },
  openapi: {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    answers: { 200: { description: "OpenAPI 3.1.", schema: z.looseObject({}) } },
    errors: {},
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof API_ENDPOINTS;

/** The endpoints each model has, at its own path (`perModel`). */
export type ModelEndpointName = {
  [K in EndpointName]: (typeof API_ENDPOINTS)[K] extends { perModel: true } ? K : never;
}[EndpointName];

/** An endpoint's path for one model: `{id}` replaced by the model's id (the page's snippets, the server's routes). */
export function endpointPath(endpoint: Pick<Endpoint, "path">, id?: string): string {
  return id === undefined ? endpoint.path : endpoint.path.replace("{id}", id);
}
