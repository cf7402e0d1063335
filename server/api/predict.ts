import type { Handler } from "hono";

import { predictionFor } from "../../model/predict";
import { honoClientAddress } from "../client-key";
import { type RateLimit, rateLimitHeaders } from "./rate-limit";
import { predictionJson } from "./prediction-json";
import { readBodyWithin, type ReadBodyResult } from "./read-body";
import { type ApiAnswer, type ApiResponses, toResponse } from "./responses";
import type { PredictionResponse } from "./schemas";
import { validateApplication } from "./validation";

export const MAX_BODY_BYTES = 16 * 1024;

/** application/json, with or without parameters (charset=utf-8), in any letter case. */
function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === "application/json") return true; // what nearly every client sends
  if (!contentType) return false;
  const end = contentType.indexOf(";");
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase() === "application/json";
}

/** What POST /api/predict needs to know of a request before its body, whichever transport brought it. */
export type PredictRequest = {
  contentType: string | undefined;
  /** The client's address, for the rate limit (see client-key.ts); asked only when there is one. */
  clientAddress(): string;
};

/** The answer to a request's body, once the transport has read it (at most MAX_BODY_BYTES). */
export type AnswerBody = (body: ReadBodyResult) => ApiAnswer;

/**
 * POST /api/predict, free of any transport, and synchronous: the transport calls it with the
 * request and sends what it returns when that is an answer (429, 415); otherwise it reads the body
 * and sends what the returned function answers to it. No promise on the way: on this, the path
 * that takes the load, the promise-based version answered about 10% fewer requests a second.
 */
export type PredictEndpoint = (request: PredictRequest) => ApiAnswer | AnswerBody;

/**
 * In order: the client's rate limit (429 with Retry-After; its headers go on every answer), 415
 * unless the body is declared as JSON, 413 past 16 KiB, 400 for a body that cannot be read, for
 * malformed JSON or for an invalid application (each field named), else the verdict.
 */
export function predictEndpoint(responses: ApiResponses, rateLimit?: RateLimit): PredictEndpoint {
  function answerBody(body: ReadBodyResult, headers: Record<string, string> | undefined): ApiAnswer {
    if ("problem" in body) {
      return body.problem === "too_large"
        ? responses.error("payload_too_large", `The body may be at most ${MAX_BODY_BYTES} bytes.`, { headers })
        : responses.error("invalid_json", "The body could not be read.", { headers });
    }

    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
      return responses.error("invalid_json", `The body is not valid JSON${reason}.`, { headers });
    }

    const result = validateApplication(value);
    if (!result.success) {
      return responses.error("invalid_body", result.message, { details: result.details, headers });
    }
    // Fails to compile when the model's answer drifts from the documented response schema.
    const answer: PredictionResponse = predictionFor(result.data);
    return responses.jsonText(200, predictionJson(answer), headers);
  }

  return function predict(request) {
    let headers: Record<string, string> | undefined;
    if (rateLimit) {
      const decision = rateLimit(request.clientAddress());
      headers = rateLimitHeaders(decision);
      if (!decision.allowed) {
        return responses.error("rate_limited", `Too many predictions: try again in ${decision.resetSeconds} s.`, {
          headers: { ...headers, "Retry-After": String(decision.resetSeconds) },
        });
      }
    }

    if (!isJsonContentType(request.contentType)) {
      const message = 'Send the application as JSON with "Content-Type: application/json".';
      return responses.error("unsupported_media_type", message, { headers });
    }
    return (body) => answerBody(body, headers);
  };
}

/** The endpoint as a Hono handler: for app.request and other runtimes (on Node, see node-listener.ts). */
export function predictRoute(endpoint: PredictEndpoint, trustProxy: boolean): Handler {
  return async (c) => {
    const next = endpoint({
      contentType: c.req.header("content-type"),
      clientAddress: () => honoClientAddress(c, trustProxy),
    });
    return toResponse(typeof next === "function" ? next(await readBodyWithin(c, MAX_BODY_BYTES)) : next);
  };
}
