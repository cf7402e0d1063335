import { API_PATHS, ApiErrorSchema, PredictionResponseSchema } from "#model/api-contract";
import { LoanApplicationSchema, type LoanApplication } from "#model/schema";
// Sets zod up for the page's CSP before the first parse (see lib/zod.ts).
import "~/lib/zod";

import { computeInBrowser, type PredictionOutcome } from "./compute-local";

// Past this, the API counts as unreachable and the browser answers instead.
const API_TIMEOUT_MS = 8000;

/**
 * Validates the form as an application (throwing zod's error when it is not one), then asks
 * POST /api/predict (same origin) for the verdict. When no API answers — a network error, a timeout,
 * 404/405 (a static host), a 5xx, or a page instead of JSON — the same model answers in the browser,
 * and `source` says which did. A refusal (another 4xx) or a malformed answer throws.
 * This module (and zod with it) is loaded only when Predict is pressed.
 */
export async function predictLoan(form: unknown): Promise<PredictionOutcome> {
  const application = LoanApplicationSchema.parse(form);
  return (await askApi(application)) ?? computeInBrowser(application);
}

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("json");
}

function isUnavailable(status: number): boolean {
  return status === 404 || status === 405 || status >= 500;
}

async function askApi(application: LoanApplication): Promise<PredictionOutcome | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const started = performance.now();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(API_PATHS.predict, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(application),
      signal: controller.signal,
    });
    if (isUnavailable(response.status) || (response.ok && !isJson(response))) return null;
    body = isJson(response) ? await response.json() : undefined;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  const elapsedMs = Math.max(1, Math.round(performance.now() - started));
  if (!response.ok) throw new Error(refusalMessage(body, response.status));
  const answer = PredictionResponseSchema.safeParse(body);
  if (!answer.success) throw new Error("the API sent an answer this page does not understand");
  return { ...answer.data, source: { kind: "api", elapsedMs } };
}

function refusalMessage(body: unknown, status: number): string {
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return `the API answered with status ${status}`;
  const { message, details = [] } = parsed.data.error;
  if (details.length === 0) return message;
  return `${message} (${details.map((detail) => `${detail.field}: ${detail.message}`).join("; ")})`;
}
