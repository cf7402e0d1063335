import { describe, expect, it } from "vitest";

import type { LoanRow } from "../dataset";
import { differingVerdicts, pairedDifferences, repeatedCrossValidation, splitInterval } from "./repeats";

/**
 * Ten applicants alike but for credit history and loan amount (ratio bands worth 25 or 15 points): six approved
 * (credit history 1, 1, 1, 1, 1, 0), four refused (0, 0, 1, 1). Stratified 2-fold deals the approved rows 3 and 3 and the refused 2 and 2, so
 * whatever the shuffle, every fold holds 3 approved of 5 and every training fold approves 3 of 5.
 */
const HISTORY = [1, 1, 1, 1, 1, 0, 0, 0, 1, 1];
const LOANS = [60, 400, 60, 400, 60, 60, 60, 400, 60, 400];
const ROWS: LoanRow[] = HISTORY.map((history, i) => ({
  id: `T${i}`,
  approved: i < 6,
  fields: {
    Gender: "Male",
    Married: "Yes",
    Income: 5000,
    LoanAmount: LOANS[i] ?? 60,
    Credit_History: history as 0 | 1,
    Education: "Graduate",
    Property_Area: "Urban",
    Self_Employed: "No",
  },
  other: { CoapplicantIncome: 0, Loan_Amount_Term: 360, Dependents: "0" },
}));

describe("the baselines on a hand-checkable dataset", () => {
  // Seed 55: its three shuffles leave no training fold whose scorecard points separate the labels (the
  // scorecard's calibration, a plain logistic fit, has no answer then); most seeds on ten rows do.
  const cv = repeatedCrossValidation(ROWS, 2, 3, 55);

  it("always approve: accuracy 3/5, AUC 1/2 and Brier 0.24 in every split", () => {
    // Probability 3/5 for everyone: (3 · (0.6 − 1)² + 2 · 0.6²) / 5 = (0.48 + 0.72) / 5 = 0.24.
    const { accuracy, auc, brier } = cv.splits["always-approve"];
    expect(accuracy).toHaveLength(6);
    for (const value of accuracy) expect(value).toBeCloseTo(0.6, 12);
    for (const value of auc) expect(value).toBe(0.5);
    for (const value of brier) expect(value).toBeCloseTo(0.24, 12);
    const interval = splitInterval(accuracy, 2);
    expect(interval.mean).toBeCloseTo(0.6, 12);
    expect(interval.high - interval.low).toBeCloseTo(0, 12);
    expect(splitInterval(auc, 2)).toEqual({ mean: 0.5, low: 0.5, high: 0.5 });
  });

  it("the credit-history rule: 7 of 10 right in each repeat, so a mean of 0.7 over its equal folds, and no Brier", () => {
    // Right: the five approved with history 1 and the two refused with history 0.
    const { accuracy, brier } = cv.splits["credit-history-rule"];
    for (let repeat = 0; repeat < 3; repeat++) {
      expect(((accuracy[2 * repeat] ?? 0) + (accuracy[2 * repeat + 1] ?? 0)) / 2).toBeCloseTo(0.7, 12);
    }
    expect(brier.every(Number.isNaN)).toBe(true);
  });

  it("counts verdicts that differ from the rule, repeat by repeat", () => {
    // Always-approve and the rule disagree exactly on the three rows with history 0.
    expect(differingVerdicts(cv, "always-approve", "credit-history-rule")).toEqual([3, 3, 3]);
    expect(differingVerdicts(cv, "credit-history-rule", "credit-history-rule")).toEqual([0, 0, 0]);
  });

  it("pairs the splits: a model minus itself is 0 in every split", () => {
    expect(pairedDifferences(cv, "scorecard", "scorecard", "auc")).toEqual([0, 0, 0, 0, 0, 0]);
    // The rule's two folds average 0.7 and always-approve's 0.6 in each repeat: the six differences sum to 0.6.
    const differences = pairedDifferences(cv, "credit-history-rule", "always-approve", "accuracy");
    expect(differences.reduce((a, b) => a + b, 0)).toBeCloseTo(0.6, 12);
  });
});
