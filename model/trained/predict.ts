import type { TrainedPredictionResponse } from "../api-contract";
import { servingCard } from "../card/serving-card";
import type { LoanApplication } from "../schema";
import { predictTrained } from "./regression";

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

/** The served variant of the trained logistic regression, named for the API's answers. */
export const TRAINED_MODEL_VERSION = `logistic-regression-${servingCard.served.variant}`;

/**
 * The trained model's whole answer for one application, from the served variant in the model card:
 * the verdict at the served cut, P(approved) and each field's share of the log-odds (4 decimals).
 * The API sends it and the page computes it when no API answers.
 */
export function trainedPredictionFor(application: LoanApplication): TrainedPredictionResponse {
  const { parameters, cut } = servingCard.served;
  const answer = predictTrained(application, parameters, cut);
  return {
    prediction: answer.prediction,
    probability: round4(answer.probability),
    cut,
    baselineLogOdds: round4(answer.baselineLogOdds),
    contributions: answer.contributions.map(({ field, logOdds }) => ({ field, logOdds: round4(logOdds) })),
    modelVersion: TRAINED_MODEL_VERSION,
  };
}
