import { z } from "zod";

import { approvalProbability } from "#model/calibration";
import { modelCard } from "#model/model-card";
import type { LoanApplication, Prediction } from "#model/schema";
import { MODEL_VERSION, scoreApplication } from "#model/scorecard";

export const PREDICT_PATH = "/api/predict";
export const HEALTH_PATH = "/api/health";

// Past this, the API counts as unreachable and the browser answers instead.
const API_TIMEOUT_MS = 8000;

/** One rule's share of the score, as the API and the scorecard both report it. */
export type RulePoints = { rule: string; label: string; points: number; maxPoints: number };

export type PredictionSource = { kind: "api"; elapsedMs: number } | { kind: "browser" };

export type PredictionOutcome = {
  prediction: Prediction;
  score: number;
  probability: number;
  contributions: RulePoints[];
  modelVersion: string;
  source: PredictionSource;
};

const PredictionResponseSchema = z.object({
  prediction: z.enum(["Yes", "No"]),
  score: z.number(),
  probability: z.number().min(0).max(1),
  contributions: z.array(z.object({ rule: z.string(), label: z.string(), points: z.number(), maxPoints: z.number() })),
  modelVersion: z.string(),
});

const ApiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

const HealthSchema = z.object({ status: z.literal("ok") });

/** The scorecard's answer computed here, for when no API answers (e.g. the page is hosted statically). */
export function computeInBrowser(application: LoanApplication): PredictionOutcome {
  const { score, prediction, contributions } = scoreApplication(application);
  return {
    prediction,
    score,
    // Rounded as the API rounds it, so both paths give the very same answer.
    probability: Math.round(approvalProbability(score, modelCard.calibration) * 10_000) / 10_000,
    contributions,
    modelVersion: MODEL_VERSION,
    source: { kind: "browser" },
  };
}

/**
 * Asks POST /api/predict (same origin) for the verdict. When no API answers — a network error, a
 * timeout, 404/405 (a static host), a 5xx, or a page instead of JSON — the same model answers in the
 * browser, and `source` says which did. A refusal (another 4xx) or a malformed answer throws.
 */
export async function predictLoan(application: LoanApplication): Promise<PredictionOutcome> {
  return (await askApi(application)) ?? computeInBrowser(application);
}

/** True when GET /api/health answers { status: "ok" }. */
export async function checkApiHealth(): Promise<boolean> {
  try {
    const response = await fetch(HEALTH_PATH, { headers: { Accept: "application/json" } });
    if (!response.ok || !isJson(response)) return false;
    return HealthSchema.safeParse(await response.json()).success;
  } catch {
    return false;
  }
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
    response = await fetch(PREDICT_PATH, {
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
