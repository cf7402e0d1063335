import { approvalProbability } from "#model/calibration";
import type { Prediction } from "#model/fields";
import { modelCard } from "#model/model-card";
import type { LoanApplication } from "#model/schema";
import { MODEL_VERSION, scoreApplication } from "#model/scorecard";

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

