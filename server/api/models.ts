import type { Context, MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";
import type { z } from "zod";

import { BATCH_MEDIA_TYPES, endpointPath } from "#model/api/endpoint";
import { API_ENDPOINTS, type ModelEndpointName } from "#model/api-endpoints";
import { BatchTooLargeError } from "#model/batch/batch-lines";
import type { KitBatchResult, KitModelList } from "#model/kit/serving/contract";
import {
  type KitBatchInput,
  type KitBatchReader,
  readKitBatchCsv,
  readKitBatchNdjson,
} from "#model/kit/serving/kit-batch";
import { type ExplainWhen, type KitScorer, kitScorer } from "#model/kit/serving/kit-scorer";
import { requestSchema, validateKitInput } from "#model/kit/serving/request";
import type { ServedModel } from "#model/kit/serving/served-model";
import type { KitValue } from "#model/kit/types";

import { chargeRest } from "../rate-limit/middleware";
import { batchCost } from "./batch";
import { limitBody, mediaType } from "./predict";
import { answerHeaders, errorAnswer, jsonAnswer } from "./responses";
import { takeTurn } from "./take-turns";

/**
 * The model kit's endpoints for one served model (app/content/models/<id>/, as the build compiled it):
 * POST …/predict, POST …/predict/batch and GET /api/models/<id> (its card). The same body limits, quota and
 * answers' headers as the loan demo's endpoints; the model is loaded into its scorer at its first request, so
 * a Worker starting up pays nothing for the models nobody asks.
 */
export type ModelEndpoints = Record<ModelEndpointName, readonly [MiddlewareHandler, ...MiddlewareHandler[]]>;

type Loaded = { scorer: KitScorer; schema: z.ZodType<Record<string, KitValue | null>> };

/**
 * ?explain=true adds each field's contribution (exact for trees and additive models, sampled otherwise); absent
 * or false, none. Opt-in, because it costs more than the rest of the answer: TreeSHAP over the starter model's
 * 100 trees takes about 130 µs a row where the prediction, its conformal set and its warnings take 5 µs.
 */
function explainWhen(c: Context): ExplainWhen | undefined {
  const value = c.req.query("explain");
  return value === "true" ? "always" : value === undefined || value === "false" ? "never" : undefined;
}

const requireJson: MiddlewareHandler = async (c, next) => {
  if (mediaType(c.req.header("content-type")) === "application/json") return next();
  return errorAnswer(c, "unsupported_media_type", 'Send the input as JSON with "Content-Type: application/json".');
};

// A Map, not the table's object: a media type such as "constructor" or "__proto__" must find nothing.
const BATCH_TYPES = new Map<string, "csv" | "ndjson">(Object.entries(BATCH_MEDIA_TYPES));

const requireBatchType: MiddlewareHandler = async (c, next) => {
  if (BATCH_TYPES.has(mediaType(c.req.header("content-type")) ?? "")) return next();
  const message =
    'Send the inputs as CSV ("Content-Type: text/csv") or NDJSON ("application/x-ndjson" or "application/ndjson").';
  return errorAnswer(c, "unsupported_media_type", message);
};

// Rows scored in one pass of the model; after each the chunk is sent and the event loop given back.
const CHUNK_ROWS = 256;

/** One chunk of inputs as answer lines: the valid rows scored together, each other row its reason. */
function chunkLines(scorer: KitScorer, inputs: readonly KitBatchInput[]): string {
  const valid = inputs.flatMap((input) => ("values" in input ? [input.values] : []));
  let answers: ReturnType<KitScorer["answer"]>;
  try {
    answers = scorer.answer(valid, "never");
  } catch {
    return inputs.map((input) => JSON.stringify({ row: input.row, error: "this row could not be scored" })).join("\n");
  }
  let next = 0;
  return inputs
    .map((input) => {
      const line: KitBatchResult =
        "values" in input ? { row: input.row, ...answers[next++]! } : { row: input.row, error: input.reason };
      return JSON.stringify(line);
    })
    .join("\n");
}

export function modelEndpoints(served: ServedModel): ModelEndpoints {
  let loaded: Loaded | undefined;
  const load = () => (loaded ??= { scorer: kitScorer(served), schema: requestSchema(served.spec) });
  const { modelPredict, modelPredictBatch } = API_ENDPOINTS;

  async function predict(c: Context): Promise<Response> {
    const explain = explainWhen(c);
    if (!explain) {
      return errorAnswer(c, "invalid_body", "The query parameter explain is true or false.", {
        details: [{ field: "explain", message: "expected true or false" }],
      });
    }
    let value: unknown;
    try {
      value = JSON.parse(await c.req.text());
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
      return errorAnswer(c, "invalid_json", `The body is not valid JSON${reason}.`);
    }
    const { scorer, schema } = load();
    const result = validateKitInput(served.spec, schema, value);
    if (!result.success) return errorAnswer(c, "invalid_body", result.message, { details: result.details });
    return jsonAnswer(c, 200, scorer.answer([result.row], explain)[0]);
  }

  async function batch(c: Context): Promise<Response> {
    const { scorer, schema } = load();
    const kind = BATCH_TYPES.get(mediaType(c.req.header("content-type")) ?? "");
    let reader: KitBatchReader;
    try {
      const text = await c.req.text();
      await takeTurn();
      reader = kind === "ndjson" ? readKitBatchNdjson(served.spec, schema, text) : readKitBatchCsv(served.spec, text);
    } catch (error) {
      const message = error instanceof Error ? error.message : "The batch could not be read.";
      return errorAnswer(c, error instanceof BatchTooLargeError ? "payload_too_large" : "invalid_body", message);
    }
    const cost = batchCost(reader.rows);
    const why = `Too many predictions: a batch of ${reader.rows} rows costs ${cost} (one per ${modelPredictBatch.quota.rowsPerUnit} rows)`;
    const refused = await chargeRest(c, cost, why);
    if (refused) return refused;
    for (const [name, value] of Object.entries(
      answerHeaders(c, { "Content-Type": "application/x-ndjson; charset=utf-8" }),
    )) {
      c.header(name, value);
    }
    return stream(c, async (output) => {
      let chunk: KitBatchInput[] = [];
      const send = async () => {
        await output.write(`${chunkLines(scorer, chunk)}\n`);
        chunk = [];
        await takeTurn();
      };
      for (const input of reader.inputs()) {
        chunk.push(input);
        if (chunk.length === CHUNK_ROWS) {
          await send();
          if (output.aborted) return;
        }
      }
      if (chunk.length > 0) await send();
    });
  }

  return {
    modelPredict: [requireJson, limitBody(modelPredict.request.maxBytes), predict],
    modelPredictBatch: [requireBatchType, limitBody(modelPredictBatch.request.maxBytes), batch],
    // The card changes only with a new build, as the document does.
    modelCard: [(c) => Promise.resolve(jsonAnswer(c, 200, served.card, { "Cache-Control": "public, max-age=300" }))],
  };
}

/** GET /api/models: each served model with its predict endpoint's path. */
export function modelList(models: Readonly<Record<string, ServedModel>>): MiddlewareHandler {
  const body: KitModelList = {
    models: Object.values(models).map(({ spec, version }) => ({
      id: spec.id,
      title: spec.title,
      task: spec.task,
      version,
      predict: endpointPath(API_ENDPOINTS.modelPredict, spec.id),
    })),
  };
  return (c) => Promise.resolve(jsonAnswer(c, 200, body));
}
