import type { TrainedPredictionResponse } from "../api-contract";
import type { BootstrapRefits } from "../card/refits";
import { servingCard } from "../card/serving-card";
import { versionsOf } from "../identity/versions";
import type { LoanApplication } from "../schema";
import { outOfData } from "../uncertainty/out-of-data";
import { trainedInterval } from "../uncertainty/prediction-interval";
import { predictTrained } from "./regression";

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

/** The served trained model's verdict and probability (4 decimals): a batch row's answer. */
export function trainedVerdict(application: LoanApplication) {
  const { parameters, cut } = servingCard.served;
  return predictTrained(application, parameters, cut);
}

/**
 * The trained model's whole answer for one application, from the served variant in the model card: the verdict
 * at the served cut, or none where the application lies outside what the data supports (then `abstention` says
 * why), P(approved) with its bootstrap interval (from `refits`), each field's share of the log-odds (4 decimals),
 * the data's caveats and the model's version. The API sends it and the page computes it when no API answers.
 */
export function trainedPredictionFor(application: LoanApplication, refits: BootstrapRefits): TrainedPredictionResponse {
  const { cut, parameters } = servingCard.served;
  const answer = trainedVerdict(application);
  const { warnings, abstention } = outOfData(application, servingCard.dataLimits, parameters.columns);
  return {
    prediction: abstention ? null : answer.prediction,
    abstention,
    probability: round4(answer.probability),
    interval: trainedInterval(application, refits),
    cut,
    baselineLogOdds: round4(answer.baselineLogOdds),
    contributions: answer.contributions.map(({ field, logOdds }) => ({ field, logOdds: round4(logOdds) })),
    warnings,
    modelVersion: versionsOf(servingCard, refits).trained,
  };
}
