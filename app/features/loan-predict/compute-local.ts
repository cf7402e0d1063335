import type { Prediction } from "#model/fields";
import { predictionFor } from "#model/predict";
import type { LoanApplication } from "#model/schema";

export const PREDICT_PATH = "/api/predict";
export const HEALTH_PATH = "/api/health";

/** One rule's share of the score, as the API and the scorecard both report it. */
export type RulePoints = { rule: string; label: string; points: number; maxPoints: number };

type PredictionSource = { kind: "api"; elapsedMs: number } | { kind: "browser" };

export type PredictionOutcome = {
  prediction: Prediction;
  score: number;
  probability: number;
  contributions: RulePoints[];
  modelVersion: string;
  source: PredictionSource;
};

/** The model's answer computed here, for when no API answers (e.g. the page is hosted statically). */
export function computeInBrowser(application: LoanApplication): PredictionOutcome {
  return { ...predictionFor(application), source: { kind: "browser" } };
}
