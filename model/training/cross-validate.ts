import { approvalProbability, fitLogistic } from "../calibration";
import { stratifiedFolds } from "../cross-validation";
import { ASSUMED_AGE, type DatasetFields, type LoanRow } from "../dataset";
import { fitPreprocessing, impute, type Imputation, type VariantName } from "../logistic/features";
import { probabilityOf, trainVariant } from "../logistic/train";
import { scoreApplication } from "../scorecard";

export const MODEL_IDS = ["scorecard", "all-fields", "without-gender-married"] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/**
 * Held-out predictions: each row predicted by models fitted on the other folds only.
 * `scores` ranks the rows (scorecard points; the trained models' probability); `probabilities` is
 * P(approved): the trained models' own, and for the scorecard its score passed through a logistic
 * calibration fitted on the training folds.
 */
export type OutOfFold = {
  folds: number[];
  labels: boolean[];
  scores: Record<ModelId, number[]>;
  probabilities: Record<ModelId, number[]>;
};

/** The scorecard's points for a dataset row, empty cells filled, scored as the assumed age (the dataset has none). */
export function scorecardPoints(fields: DatasetFields, imputation: Imputation): number {
  return scoreApplication({ ...impute(fields, imputation), Age: ASSUMED_AGE }).score;
}

function emptyRecord(length: number): Record<ModelId, number[]> {
  return Object.fromEntries(MODEL_IDS.map((id) => [id, new Array<number>(length).fill(Number.NaN)])) as Record<
    ModelId,
    number[]
  >;
}

/**
 * Stratified k-fold cross-validation of the scorecard and both trained variants on every row. Inside each
 * split, everything fitted (imputation values, standardisation, the regressions, the scorecard's calibration)
 * sees the training folds only; the scorecard's empty cells are filled with the all-fields variant's values.
 */
export function crossValidate(rows: readonly LoanRow[], k: number, seed: number): OutOfFold {
  const labels = rows.map((row) => row.approved);
  const folds = stratifiedFolds(labels, k, seed);
  const scores = emptyRecord(rows.length);
  const probabilities = emptyRecord(rows.length);
  for (let fold = 0; fold < k; fold++) {
    const train = rows.filter((_, i) => folds[i] !== fold);
    const trainFields = train.map((row) => row.fields);
    const trainLabels = train.map((row) => row.approved);
    const held = rows.flatMap((row, i) => (folds[i] === fold ? [{ row, i }] : []));

    const { imputation } = fitPreprocessing(trainFields, "all-fields");
    const calibration = fitLogistic(
      train.map((row) => ({ score: scorecardPoints(row.fields, imputation), approved: row.approved })),
    );
    for (const { row, i } of held) {
      scores.scorecard[i] = scorecardPoints(row.fields, imputation);
      probabilities.scorecard[i] = approvalProbability(scores.scorecard[i] ?? 0, calibration);
    }
    for (const variant of ["all-fields", "without-gender-married"] as const satisfies VariantName[]) {
      const trained = trainVariant(trainFields, trainLabels, variant);
      for (const { row, i } of held) {
        const probability = probabilityOf(trained, row.fields);
        scores[variant][i] = probability;
        probabilities[variant][i] = probability;
      }
    }
  }
  return { folds, labels, scores, probabilities };
}
