import type { DatasetField } from "../dataset";
import type { Prediction } from "../fields";
import type { TrainedVariantCard } from "../model-card";
import type { LoanApplication } from "../schema";
import { featureRow } from "./features";
import { sigmoid } from "./fit";

/** A field's share of the log-odds, relative to the average training applicant (positive: towards approval). */
export type FieldContribution = { field: DatasetField; logOdds: number };

export type TrainedPrediction = {
  prediction: Prediction;
  /** P(approved), unrounded: the verdict compares it with the cut. */
  probability: number;
  /** The log-odds of the average training applicant (the intercept): where the contributions start. */
  baselineLogOdds: number;
  /** baselineLogOdds plus every contribution. */
  logOdds: number;
  /** One entry per field the variant uses, in the variant's field order. */
  contributions: FieldContribution[];
};

export type TrainedParameters = Pick<TrainedVariantCard, "fields" | "intercept" | "columns">;

/**
 * The trained logistic regression's answer for one application, from the parameters the model card holds:
 * P(approved), the verdict ("Yes" when the probability reaches `cut`) and each field's contribution in log-odds.
 * Age is not read: the dataset has none, so the model never learnt it. Pure; runs in the browser.
 */
export function predictTrained(
  application: LoanApplication,
  parameters: TrainedParameters,
  cut: number,
): TrainedPrediction {
  const x = featureRow(parameters.columns, application);
  // One pass over the columns, each adding to its field's share.
  const shares = new Map<DatasetField, number>(parameters.fields.map((field) => [field, 0]));
  let logOdds = parameters.intercept;
  parameters.columns.forEach((column, j) => {
    const share = column.weight * (x[j] ?? 0);
    shares.set(column.field, (shares.get(column.field) ?? 0) + share);
    logOdds += share;
  });
  const contributions = parameters.fields.map((field) => ({ field, logOdds: shares.get(field) ?? 0 }));
  const probability = sigmoid(logOdds);
  return {
    prediction: probability >= cut ? "Yes" : "No",
    probability,
    baselineLogOdds: parameters.intercept,
    logOdds,
    contributions,
  };
}
