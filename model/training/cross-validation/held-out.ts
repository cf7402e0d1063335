import { ALTERNATIVE_IDS, EVALUATED_IDS, type EvaluatedId, type VariantName } from "../../card/ids";
import type { Imputation } from "../../card/model-card";
import { ASSUMED_AGE, type DatasetFields } from "../../fields";
import { approvalProbability } from "../../scorecard/calibration";
import { scoreApplication } from "../../scorecard/scorecard";
import { sigmoid } from "../../sigmoid";
import type { LoanRow } from "../dataset";
import { trainAlternative } from "../fitting/alternatives";
import { fitCalibration } from "../fitting/calibration";
import { fitLogisticRegression } from "../fitting/logistic-regression";
import { fitPreprocessing, impute } from "../fitting/preprocessing";
import { probabilityOf, REGULARISATION_C, trainVariant } from "../fitting/train-variant";
import { stratifiedFolds } from "./folds";

/**
 * Held-out predictions of one k-fold run: each row predicted by models fitted on the other folds only.
 * `scores` ranks the rows (scorecard points, a probability, the 0/1 credit history, or a constant);
 * `probabilities` is P(approved): the trained models' own, for the scorecard its score through a logistic
 * calibration fitted on the training folds, NaN for the credit-history rule (a rule gives none).
 */
export type OutOfFold = {
  folds: number[];
  labels: boolean[];
  scores: Record<EvaluatedId, number[]>;
  probabilities: Record<EvaluatedId, number[]>;
};

/** The scorecard's points for a dataset row, empty cells filled, scored as the assumed age (the dataset has none). */
export function scorecardPoints(fields: DatasetFields, imputation: Imputation): number {
  return scoreApplication({ ...impute(fields, imputation), Age: ASSUMED_AGE }).score;
}

function emptyRecord(length: number): Record<EvaluatedId, number[]> {
  return Object.fromEntries(EVALUATED_IDS.map((id) => [id, new Array<number>(length).fill(Number.NaN)])) as Record<
    EvaluatedId,
    number[]
  >;
}

/**
 * P(approved | credit history) from the training rows: scikit-learn's LogisticRegression(C=1) on the one
 * centred 0/1 column, with the trained model's own solver.
 */
function creditHistoryLogistic(history: readonly number[], labels: readonly boolean[]): (value: number) => number {
  const center = history.reduce((sum, value) => sum + value, 0) / history.length;
  const model = fitLogisticRegression(
    history.map((value) => [value - center]),
    labels,
    { C: REGULARISATION_C },
  );
  return (value) => sigmoid(model.intercept + (model.weights[0] ?? 0) * (value - center));
}

/**
 * Stratified k-fold cross-validation of the scorecard, both trained variants and the baselines on every row.
 * Inside each split, everything fitted (imputation values, standardisation, the regressions, the scorecard's
 * calibration, the approval rate) sees the training folds only; the scorecard's and the credit-history
 * baselines' empty cells are filled with the all-fields variant's values (credit history: the most frequent).
 */
export function crossValidate(rows: readonly LoanRow[], k: number, seed: number): OutOfFold {
  const labels = rows.map((row) => row.approved);
  const folds = stratifiedFolds(labels, k, seed);
  const scores = emptyRecord(rows.length);
  const probabilities = emptyRecord(rows.length);
  const set = (id: EvaluatedId, i: number, score: number, probability = score) => {
    scores[id][i] = score;
    probabilities[id][i] = probability;
  };
  for (let fold = 0; fold < k; fold++) {
    const train = rows.filter((_, i) => folds[i] !== fold);
    const trainFields = train.map((row) => row.fields);
    const trainLabels = train.map((row) => row.approved);
    const held = rows.flatMap((row, i) => (folds[i] === fold ? [{ row, i }] : []));

    const { imputation } = fitPreprocessing(trainFields, "all-fields");
    const calibration = fitCalibration(
      train.map((row) => ({ score: scorecardPoints(row.fields, imputation), approved: row.approved })),
    );
    const history = (fields: DatasetFields) => impute(fields, imputation).Credit_History;
    const historyProbability = creditHistoryLogistic(trainFields.map(history), trainLabels);
    const approvalRate = trainLabels.filter(Boolean).length / trainLabels.length;
    for (const { row, i } of held) {
      const points = scorecardPoints(row.fields, imputation);
      set("scorecard", i, points, approvalProbability(points, calibration));
      set("always-approve", i, 1, approvalRate);
      set("credit-history-rule", i, history(row.fields), Number.NaN);
      set("credit-history-logistic", i, historyProbability(history(row.fields)));
    }
    for (const variant of ["all-fields", "without-gender-married"] as const satisfies VariantName[]) {
      const trained = trainVariant(trainFields, trainLabels, variant);
      for (const { row, i } of held) set(variant, i, probabilityOf(trained, row.fields));
    }
    for (const id of ALTERNATIVE_IDS) {
      const probability = trainAlternative(train, id);
      for (const { row, i } of held) set(id, i, probability(row));
    }
  }
  return { folds, labels, scores, probabilities };
}
