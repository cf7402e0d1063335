import type { PredictionResponse } from "#model/api-contract";
import { predictionFor } from "#model/predict";
import type { LoanApplication } from "#model/schema";

/** One rule's share of the score, as the API and the scorecard both report it. */
export type RulePoints = PredictionResponse["contributions"][number];

type PredictionSource = { kind: "api"; elapsedMs: number } | { kind: "browser" };

/** The API's answer, and where it was computed. */
export type PredictionOutcome = PredictionResponse & { source: PredictionSource };

/** The model's answer computed here, for when no API answers (e.g. the page is hosted statically). */
export function computeInBrowser(application: LoanApplication): PredictionOutcome {
  return { ...predictionFor(application), source: { kind: "browser" } };
}
