import type { LoanRow } from "../dataset";
import { round } from "../evaluate";
import { equalOpportunityDifference, groupRates, parityRatio, type GroupRates } from "../fairness";
import { LOAN_CHOICES } from "../fields";
import type { FairnessAttribute, ModelCard } from "../model-card";
import { MODEL_IDS, type ModelId, type OutOfFold } from "./cross-validate";
import { SERVED_CUTS } from "./cv-sections";

const ATTRIBUTES = ["Gender", "Married"] as const;

export const FAIRNESS_METHOD =
  "Rows grouped by their Gender or Married cell (rows with that cell empty are left out of that attribute). " +
  "Verdicts are the held-out ones of the cross-validation: the scorecard at 50 points (its empty cells filled " +
  "from the training folds), the trained models at probability 0.5. Parity ratio: lowest group approval rate ÷ " +
  "highest. Equal-opportunity difference: highest group true-positive rate (approved among rows approved in the " +
  "data) − lowest.";

function attributeFigures(rows: readonly LoanRow[], oof: OutOfFold, attribute: (typeof ATTRIBUTES)[number]) {
  const groups: readonly string[] = LOAN_CHOICES[attribute];
  const known = rows.flatMap((row, i) => {
    const group = row.fields[attribute];
    return group === null ? [] : [{ group, i }];
  });
  const rates = (predicted: (i: number) => boolean): GroupRates[] =>
    groupRates(
      known.map(({ group, i }) => ({ group, actual: oof.labels[i] === true, predicted: predicted(i) })),
      groups,
    );
  const inData = rates((i) => oof.labels[i] === true);
  const byModel = Object.fromEntries(
    MODEL_IDS.map((model) => [model, rates((i) => (oof.scores[model][i] ?? 0) >= SERVED_CUTS[model])]),
  ) as Record<ModelId, GroupRates[]>;
  const perModel = <T>(make: (model: ModelId) => T) =>
    Object.fromEntries(MODEL_IDS.map((model) => [model, make(model)])) as Record<ModelId, T>;

  const figures: FairnessAttribute = {
    attribute,
    rowsWithoutValue: rows.length - known.length,
    groups: inData.map((data, g) => ({
      group: data.group,
      rows: data.rows,
      approvedInData: round(data.approvalRate),
      approvalRate: perModel((model) => round(byModel[model][g]?.approvalRate ?? 0)),
      truePositiveRate: perModel((model) => round(byModel[model][g]?.truePositiveRate ?? 0)),
    })),
    parityRatio: { data: round(parityRatio(inData)), ...perModel((model) => round(parityRatio(byModel[model]))) },
    equalOpportunityDifference: perModel((model) => round(equalOpportunityDifference(byModel[model]))),
  };
  return figures;
}

/** Approval rates by sex and by marital status: in the data, and under each model's held-out verdicts. */
export function fairnessSection(rows: readonly LoanRow[], oof: OutOfFold): ModelCard["fairness"] {
  return { method: FAIRNESS_METHOD, attributes: ATTRIBUTES.map((attribute) => attributeFigures(rows, oof, attribute)) };
}
