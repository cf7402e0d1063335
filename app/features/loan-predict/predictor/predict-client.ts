// First: zod 4 decides at construction whether a schema may compile itself with `new Function`, which the page's
// CSP forbids; lib/zod.ts turns that off before #model/api-contract and #model/api-endpoints build their schemas.
import "#app/lib/zod";
import type { z } from "zod";

import { loanToasts } from "#app/words/loan/demo";
import { ApiErrorSchema, BothPredictionsResponseSchema } from "#model/api-contract";
import { API_ENDPOINTS } from "#model/api-endpoints";
import { LoanApplicationSchema, type LoanApplication } from "#model/schema";

import {
  loadRefits,
  scorecardInBrowser,
  trainedInBrowser,
  verdictFigures,
  type AnswerSource,
  type FallbackReason,
  type PredictionOutcome,
} from "./compute-local";
import { recourseFor } from "./recourse-for";

// Past this, the API counts as unreachable and the browser answers instead.
const API_TIMEOUT_MS = 8000;

/**
 * Validates the form as an application (throwing zod's error when it is not one), then asks both models in one
 * request, POST /api/predict/both (same origin, one unit of the rate limit), and checks the answer against its
 * schema. When the API gives no answer — a network error, a timeout, 404/405 (a static host), a 5xx, a page
 * instead of JSON — or refuses for its rate limit (429), both models answer in the browser, and their `source`
 * says so and why. Any other refusal, or a malformed answer, throws.
 * This module (and zod with it) is loaded only when Predict is pressed.
 */
export async function predictLoan(form: unknown): Promise<PredictionOutcome> {
  const application = LoanApplicationSchema.parse(form);
  const asked = await askApi(API_ENDPOINTS.predictBoth.path, application, BothPredictionsResponseSchema);
  if ("fallback" in asked) {
    const refits = await loadRefits();
    return {
      ...scorecardInBrowser(application, asked.fallback, refits),
      application,
      trained: trainedInBrowser(application, asked.fallback, refits),
      recourse: recourseFor(application),
      figures: verdictFigures(),
    };
  }
  const { scorecard, trained } = asked.answer;
  return {
    ...scorecard,
    source: asked.source,
    application,
    trained: { ...trained, source: asked.source },
    recourse: recourseFor(application),
    figures: verdictFigures(),
  };
}

type Asked<T> = { answer: T; source: AnswerSource } | { fallback: FallbackReason };

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("json");
}

function isUnavailable(status: number): boolean {
  return status === 404 || status === 405 || status >= 500;
}

async function askApi<T>(path: string, application: LoanApplication, schema: z.ZodType<T>): Promise<Asked<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const started = performance.now();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(application),
      signal: controller.signal,
    });
    if (response.status === 429) return { fallback: "rate-limited" };
    if (isUnavailable(response.status) || (response.ok && !isJson(response))) return { fallback: "unreachable" };
    body = isJson(response) ? await response.json() : undefined;
  } catch {
    return { fallback: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
  const elapsedMs = Math.max(1, Math.round(performance.now() - started));
  if (!response.ok) throw new Error(refusalMessage(body, response.status));
  const answer = schema.safeParse(body);
  if (!answer.success) throw new Error(loanToasts.unreadable);
  return { answer: answer.data, source: { kind: "api", elapsedMs } };
}

function refusalMessage(body: unknown, status: number): string {
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return loanToasts.status(status);
  const { message, details = [] } = parsed.data.error;
  if (details.length === 0) return message;
  return `${message} (${details.map((detail) => `${detail.field}: ${detail.message}`).join("; ")})`;
}
