import { z } from "zod";

import { BATCH_MAX_ROWS } from "../batch/limits";
import { KitCardSchema } from "../kit/serving/card-schema";
import { KitBatchResultSchema, KitModelListSchema, KitPredictionSchema } from "../kit/serving/contract";
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

/** A model's input, as a model's endpoint takes it: the document gives each model's own schema (its fields). */
const MODEL_INPUT = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

const MODEL_BATCH_DESCRIPTION =
  `At most ${BATCH_BYTES} bytes and ${BATCH_MAX_ROWS} rows: CSV whose header holds the model's fields (other ` +
  "columns, such as test.csv's target, are ignored; an empty cell is a missing value where the model takes one), " +
  "or NDJSON with one input per line, as the predict endpoint takes it. The same limits per row and the same cost " +
  `as the loan demo's batch: one unit per ${BATCH_ROWS_PER_UNIT} rows. Answers carry no explanation.`;

/** The models' API (app/content/models/<id>/): the list, and each model's card, prediction and batch. */
export const MODEL_ENDPOINTS = {
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
    errors: batchErrors("A file that cannot be read (no header, a quote left open, a field's column missing)."),
  },
} as const satisfies Record<string, Endpoint>;
