import type { VariantName } from "../../card/ids";
import type { DatasetFields } from "../../fields";
import { sigmoid } from "../../sigmoid";
import { featureRow } from "../../trained/features";
import { fitLogisticRegression, linearPredictor, type LogisticModel } from "./logistic-regression";
import { fitPreprocessing, type Preprocessing, impute } from "./preprocessing";

/** scikit-learn's default regularisation, LogisticRegression(C=1.0). */
export const REGULARISATION_C = 1;

export type TrainedVariant = { preprocessing: Preprocessing; model: LogisticModel };

/** Fits one variant's preprocessing and then its logistic regression, both on these rows only. */
export function trainVariant(
  rows: readonly DatasetFields[],
  labels: readonly boolean[],
  variant: VariantName,
): TrainedVariant {
  const preprocessing = fitPreprocessing(rows, variant);
  const design = rows.map((row) => featureRow(preprocessing.columns, impute(row, preprocessing.imputation)));
  return { preprocessing, model: fitLogisticRegression(design, labels, { C: REGULARISATION_C }) };
}

/** P(approved) for a dataset row, its empty cells filled with the training rows' values. */
export function probabilityOf(trained: TrainedVariant, fields: DatasetFields): number {
  const { preprocessing, model } = trained;
  return sigmoid(linearPredictor(model, featureRow(preprocessing.columns, impute(fields, preprocessing.imputation))));
}
