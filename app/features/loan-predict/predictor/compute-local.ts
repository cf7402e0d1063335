import type { PredictionResponse, TrainedPredictionResponse } from "#model/api-contract";
import { coverageSummary, type CoverageSummary } from "#model/card/interval-coverage";
import type { BootstrapRefits } from "#model/card/refits";
import { servingCard } from "#model/card/serving-card";
import type { Recourse } from "#model/recourse/recourse";
import type { LoanApplication } from "#model/schema";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

/** Why the browser answered: no API answered, or the API refused for its rate limit (429). */
export type FallbackReason = "unreachable" | "rate-limited";

/** Where one model's answer was computed: by the live API (and how long it took), or here, and why. */
export type AnswerSource = { kind: "api"; elapsedMs: number } | { kind: "browser"; reason: FallbackReason };

export type ScorecardOutcome = PredictionResponse & { source: AnswerSource };
export type TrainedOutcome = TrainedPredictionResponse & { source: AnswerSource };

/** The smallest changes that would turn a rejection into an approval, per model (model/recourse/recourse.ts). */
export type OutcomeRecourse = { scorecard: Recourse; trained: Recourse };

/**
 * The card's figures that a verdict's words cite: each model's cross-validated accuracy (the page leads with the
 * scorecard's verdict and says how the two compare), and how often the intervals held fresh answers in simulation.
 * They come with the models' code, on the first Predict, not with the page's first visit.
 */
export type VerdictFigures = { accuracy: { scorecard: number; trained: number }; coverage: CoverageSummary };

export function verdictFigures(): VerdictFigures {
  const { scorecard, trained } = servingCard.headline;
  return {
    accuracy: { scorecard: scorecard.accuracy.mean, trained: trained.accuracy.mean },
    coverage: coverageSummary(),
  };
}

/**
 * Both models' answers for one application. The scorecard's (the page's first verdict, score and toast) stays at
 * the top level; the trained logistic regression's sits beside it.
 */
export type PredictionOutcome = ScorecardOutcome & {
  /** The application both answered, as validated: the warnings' words name its values. */
  application: LoanApplication;
  trained: TrainedOutcome;
  recourse: OutcomeRecourse;
  figures: VerdictFigures;
};

/**
 * The bootstrap refits every answer's interval needs, fetched only when this page must answer itself: the API's
 * answers carry their intervals, so a visitor whose Predict reaches it never downloads them.
 */
export const loadRefits = () => import("#model/card/bootstrap-refits").then((module) => module.bootstrapRefits);

/** The scorecard's answer computed here, as POST /api/predict would give it. */
export function scorecardInBrowser(
  application: LoanApplication,
  reason: FallbackReason,
  refits: BootstrapRefits,
): ScorecardOutcome {
  return { ...predictionFor(application, refits), source: { kind: "browser", reason } };
}

/** The trained model's answer computed here, as POST /api/predict/trained would give it. */
export function trainedInBrowser(
  application: LoanApplication,
  reason: FallbackReason,
  refits: BootstrapRefits,
): TrainedOutcome {
  return { ...trainedPredictionFor(application, refits), source: { kind: "browser", reason } };
}
