import type { Difference, Proportion } from "../../card/figures";
import { MODEL_IDS, type ModelId } from "../../card/ids";
import type { FairnessAttribute, ModelCard } from "../../card/model-card";
import { LOAN_CHOICES } from "../../fields";
import { type OutOfFold } from "../cross-validation/held-out";
import type { LoanRow } from "../dataset";
import { groupGap, groupRates, type GroupRates } from "../fairness/group-rates";
import { round } from "../round";
import { SERVED_CUTS } from "./curves";

const ATTRIBUTES = ["Gender", "Married"] as const;

export const FAIRNESS_METHOD =
  "Rows grouped by their Gender or Married cell (rows with that cell empty are left out of that attribute). " +
  "Verdicts are the held-out ones of the cross-validation: the scorecard at 50 points (its empty cells filled " +
  "from the training folds), the trained models at probability 0.5. Each share has a Wilson score 95 % interval; " +
  "each gap between two groups (first minus second) has Newcombe's hybrid score 95 % interval for a difference " +
  "of independent proportions (method 10 of Newcombe, 1998), built from the two groups' Wilson intervals.";

const roundShare = (share: Proportion): Proportion => ({
  ...share,
  rate: round(share.rate),
  low: round(share.low),
  high: round(share.high),
});
const roundGap = (gap: Difference): Difference => ({
  difference: round(gap.difference),
  low: round(gap.low),
  high: round(gap.high),
});
const perModel = <T>(make: (model: ModelId) => T) =>
  Object.fromEntries(MODEL_IDS.map((model) => [model, make(model)])) as Record<ModelId, T>;

function attributeFigures(
  rows: readonly LoanRow[],
  oof: OutOfFold,
  attribute: (typeof ATTRIBUTES)[number],
): FairnessAttribute {
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
  const twoGroups = (all: GroupRates[]): [GroupRates, GroupRates] => {
    const [first, second] = all;
    if (!first || !second || all.length !== 2) throw new Error(`${attribute} must have exactly two groups.`);
    return [first, second];
  };
  const inData = twoGroups(rates((i) => oof.labels[i] === true));
  const byModel = perModel((model) => twoGroups(rates((i) => (oof.scores[model][i] ?? 0) >= SERVED_CUTS[model])));
  const gaps = perModel((model) => groupGap(...byModel[model]));

  return {
    attribute,
    rowsWithoutValue: rows.length - known.length,
    groups: ([0, 1] as const).map((g) => ({
      group: inData[g].group,
      rows: inData[g].approvalRate.of,
      approvedInData: roundShare(inData[g].approvalRate),
      approvalRate: perModel((model) => roundShare(byModel[model][g].approvalRate)),
      truePositiveRate: perModel((model) => roundShare(byModel[model][g].truePositiveRate)),
    })),
    gap: {
      approvedInData: roundGap(groupGap(...inData).approvalRate),
      approvalRate: perModel((model) => roundGap(gaps[model].approvalRate)),
      truePositiveRate: perModel((model) => roundGap(gaps[model].truePositiveRate)),
    },
  };
}

/**
 * Approval rates by sex and by marital status, with their intervals and the gap between the two groups: in the
 * data (the lender's decisions), and under each model's held-out verdicts.
 */
export function fairnessSection(rows: readonly LoanRow[], oof: OutOfFold): ModelCard["fairness"] {
  return { method: FAIRNESS_METHOD, attributes: ATTRIBUTES.map((attribute) => attributeFigures(rows, oof, attribute)) };
}
