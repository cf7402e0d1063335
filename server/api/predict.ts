import type { Handler } from "hono";

import { predictionFor } from "../../model/predict";
import { honoClientAddress } from "../client-key";
import { type RateLimit, rateLimitHeaders } from "./rate-limit";
import { readBodyWithin } from "./read-body";
import { type ApiAnswer, type ApiResponses, toResponse } from "./responses";
import type { PredictionResponse } from "./schemas";
import { validateApplication } from "./validation";

export const MAX_BODY_BYTES = 16 * 1024;

/** application/json, with or without parameters (charset=utf-8), in any letter case. */
function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const end = contentType.indexOf(";");
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase() === "application/json";
}

/** What POST /api/predict needs of a request, whichever transport brought it. */
export type PredictRequest = {
  contentType: string | undefined;
  /** The client's address, for the rate limit (see client-key.ts); asked only when there is one. */
  clientAddress(): string;
  /** The body as text; undefined when it is larger than `maxBytes`; rejects when it cannot be read. */
  readBody(maxBytes: number): Promise<string | undefined>;
};

export type PredictEndpoint = (request: PredictRequest) => Promise<ApiAnswer>;

/**
 * POST /api/predict, free of any transport. In order: the client's rate limit (429 with
 * Retry-After; its headers go on every answer), 415 unless the body is declared as JSON, 413 past
 * 16 KiB, 400 for malformed JSON or an invalid application (each field named), else the verdict.
 */
export function predictEndpoint(responses: ApiResponses, rateLimit?: RateLimit): PredictEndpoint {
  return async function predict(request) {
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

    let text: string | undefined;
    try {
      text = await request.readBody(MAX_BODY_BYTES);
    } catch {
      return responses.error("invalid_json", "The body could not be read.", { headers });
    }
    if (text === undefined) {
      return responses.error("payload_too_large", `The body may be at most ${MAX_BODY_BYTES} bytes.`, { headers });
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
      return responses.error("invalid_json", `The body is not valid JSON${reason}.`, { headers });
    }

    const result = validateApplication(body);
    if (!result.success) {
      return responses.error("invalid_body", result.message, { details: result.details, headers });
    }
    // Fails to compile when the model's answer drifts from the documented response schema.
    const answer: PredictionResponse = predictionFor(result.data);
    return responses.json(200, answer, headers);
  };
}

/** The endpoint as a Hono handler: for app.request and other runtimes (on Node, see node-listener.ts). */
export function predictRoute(endpoint: PredictEndpoint, trustProxy: boolean): Handler {
  return async (c) =>
    toResponse(
      await endpoint({
        contentType: c.req.header("content-type"),
        clientAddress: () => honoClientAddress(c, trustProxy),
        readBody: (maxBytes) => readBodyWithin(c, maxBytes),
      }),
    );
}
