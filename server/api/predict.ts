import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { BothPredictionsResponse, PredictionResponse, TrainedPredictionResponse } from "#model/api-contract";
import { API_ENDPOINTS } from "#model/api-endpoints";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import type { LoanApplication } from "#model/schema";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

import { errorAnswer, jsonAnswer } from "./responses";
import { validateApplication } from "./validation";

/** The media type of a Content-Type header, without parameters (charset=utf-8), in lower case. */
export function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase();
}

/** 415 unless the body is declared as JSON: checked before the body is read, so it comes before a 413. */
const requireJson: MiddlewareHandler = async (c, next) => {
  if (mediaType(c.req.header("content-type")) === "application/json") return next();
  const message = 'Send the application as JSON with "Content-Type: application/json".';
  return errorAnswer(c, "unsupported_media_type", message);
};

/**
 * 413 past `maxBytes`. A declared length is checked here, from the header alone; hono/body-limit takes the
 * bodies without one (chunked) and counts them as they arrive. It would check a declared length the
 * same way, but it first asks for the request's body stream, and on Node that turns @hono/node-server's
 * light request into a full fetch Request: a quarter of the API's throughput (measured: docs/architecture.md,
 * "Hand-written where Hono's middleware cost too much").
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => errorAnswer(c, "payload_too_large", `The body may be at most ${maxBytes} bytes.`);
  const limitStreamedBody = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return limitStreamedBody(c, next);
    return Number(declared) > maxBytes ? tooLarge(c) : next();
  };
}

type Model = (application: LoanApplication) => PredictionResponse | TrainedPredictionResponse | BothPredictionsResponse;

/** Each prediction endpoint's model. */
const MODELS = {
  predict: (application) => predictionFor(application, bootstrapRefits),
  predictTrained: (application) => trainedPredictionFor(application, bootstrapRefits),
  predictBoth: (application) => ({
    scorecard: predictionFor(application, bootstrapRefits),
    trained: trainedPredictionFor(application, bootstrapRefits),
  }),
} satisfies Record<string, Model>;

/** 400 for a body that cannot be read, malformed JSON or an invalid application (each field named); else the model's verdict. */
async function answer(c: Context, model: Model): Promise<Response> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return errorAnswer(c, "invalid_json", "The body could not be read.");
  }

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
    return errorAnswer(c, "invalid_json", `The body is not valid JSON${reason}.`);
  }

  const result = validateApplication(value);
  if (!result.success) return errorAnswer(c, "invalid_body", result.message, { details: result.details });
  return jsonAnswer(c, 200, model(result.data));
}

/**
 * A prediction endpoint after its rate limit: 415, then 413, then 400 or the verdict. POST /api/predict
 * answers with the hand-written scorecard, POST /api/predict/trained with the trained model, and
 * POST /api/predict/both with both answers (the demo page's Predict: one request, one unit of the quota).
 */
export function predictHandlers(endpoint: keyof typeof MODELS) {
  const { maxBytes } = API_ENDPOINTS[endpoint].request;
  return [requireJson, limitBody(maxBytes), (c: Context) => answer(c, MODELS[endpoint])] as const;
}
