import { describe, expect, it } from "vitest";

import type { OutOfFold } from "../cross-validation/held-out";
import type { RepeatedRuns } from "../cross-validation/repeats";
import type { LoanRow } from "../dataset";
import { fairnessSection } from "./fairness";

type Sex = "Male" | "Female" | null;
type Married = "Yes" | "No";

function row(id: string, Gender: Sex, Married: Married, approved: boolean): LoanRow {
  const fields = {
    Gender,
    Married,
    Income: 4000,
    LoanAmount: 100,
    Credit_History: 1 as const,
    Education: "Graduate" as const,
    Property_Area: "Urban" as const,
    Self_Employed: "No" as const,
  };
  return { id, approved, fields, other: { CoapplicantIncome: 0, Loan_Amount_Term: 360, Dependents: "0" } };
}

// Seven rows. The lender approved r1, r2, r4, r5, r7. In the first repeat the scorecard (cut 50 points) approves
// r1, r3, r4, r5, r6 and both trained variants (cut 0.5) r1, r2, r4, r7; in the second repeat the scorecard approves
// r2 too and the trained variants no longer approve r4. r6 has no Gender.
const ROWS = [
  row("r1", "Male", "Yes", true),
  row("r2", "Male", "Yes", true),
  row("r3", "Male", "No", false),
  row("r4", "Female", "No", true),
  row("r5", "Female", "Yes", true),
  row("r6", null, "No", false),
  row("r7", "Female", "No", true),
  row("r8", "Female", "Yes", false),
];
// r8, a married woman the lender refused: the scorecard approves her in both repeats, the trained variants never.
// The fairness section reads the scorecard and the trained variants only.
const UNUSED = {
  "always-approve": [],
  "credit-history-rule": [],
  "credit-history-logistic": [],
  "credit-history-unknown": [],
  "all-columns": [],
};
function run(scorecard: number[], trained: number[]): OutOfFold {
  return {
    folds: [0, 1, 0, 1, 0, 1, 0, 1],
    labels: ROWS.map((r) => r.approved),
    scores: { scorecard, "all-fields": trained, "without-gender-married": trained, ...UNUSED },
    probabilities: { scorecard: [], "all-fields": trained, "without-gender-married": trained, ...UNUSED },
  };
}
const CV: RepeatedRuns = {
  folds: 2,
  runs: [
    run([80, 45, 50, 60, 55, 70, 49, 90], [0.9, 0.6, 0.4, 0.5, 0.49, 0.2, 0.7, 0.1]),
    run([80, 50, 50, 60, 55, 70, 49, 90], [0.9, 0.6, 0.4, 0.3, 0.49, 0.2, 0.7, 0.1]),
  ],
  splits: {} as RepeatedRuns["splits"],
};

describe("fairnessSection", () => {
  const [sex, married] = fairnessSection(ROWS, CV).attributes;

  it("groups by sex, leaving out the row without it, and pools each row's verdicts over the repeats, by hand", () => {
    expect(sex?.rowsWithoutValue).toBe(1);
    const [male, female] = sex?.groups ?? [];
    // Male r1 r2 r3: lender approved r1 r2 (2 of 3). Scorecard: r1 always, r2 in one repeat of two, r3 always:
    // (1 + 0.5 + 1) / 3 = 0.8333; among the lender's approvals (1 + 0.5) / 2 = 0.75; among its refusals r3: 1.
    expect(male).toMatchObject({ group: "Male", rows: 3, approvedRows: 2, refusedRows: 1 });
    expect(male?.approvedInData.rate).toBe(0.6667);
    expect(male?.approvalRate.scorecard.rate).toBe(0.8333);
    expect(male?.truePositiveRate.scorecard.rate).toBe(0.75);
    expect(male?.falsePositiveRate.scorecard.rate).toBe(1);
    // Trained: r1 r2 always, r3 never: 2/3; among approvals 1; among refusals 0.
    expect(male?.approvalRate["all-fields"].rate).toBe(0.6667);
    expect(male?.truePositiveRate["all-fields"].rate).toBe(1);
    expect(male?.falsePositiveRate["all-fields"].rate).toBe(0);
    // Female r4 r5 r7 approved by the lender, r8 refused: trained r4 in one repeat, r7 always: (0.5 + 0 + 1) / 3.
    expect(female).toMatchObject({ rows: 4, approvedRows: 3, refusedRows: 1 });
    expect(female?.truePositiveRate["without-gender-married"].rate).toBe(0.5);
    expect(female?.falsePositiveRate.scorecard.rate).toBe(1);
    expect(female?.falsePositiveRate["without-gender-married"].rate).toBe(0);
  });

  it("gives every share and gap an interval around it", () => {
    for (const attribute of [sex, married]) {
      for (const group of attribute?.groups ?? []) {
        for (const share of [group.approvedInData, group.approvalRate.scorecard, group.truePositiveRate.scorecard]) {
          expect(share.low).toBeLessThanOrEqual(share.rate);
          expect(share.rate).toBeLessThanOrEqual(share.high);
        }
      }
      const gap = attribute?.gap.approvalRate.scorecard;
      expect(gap?.low).toBeLessThanOrEqual(gap?.difference ?? Number.NaN);
      expect(gap?.difference).toBeLessThanOrEqual(gap?.high ?? Number.NaN);
    }
  });

  it("gives the gap, first group minus second", () => {
    // Data: 2/3 − 3/4. Trained among the lender's approvals: 1 − 0.5.
    expect(sex?.gap.approvedInData.difference).toBe(-0.0833);
    expect(sex?.gap.truePositiveRate["all-fields"].difference).toBe(0.5);
  });

  it("groups by marital status with every row, false-positive rates among the lender's refusals", () => {
    expect(married?.rowsWithoutValue).toBe(0);
    // Married r1 r2 r5 r8 (r8 refused by the lender); not married r3 r4 r6 r7 (r3 and r6 refused).
    expect(married?.groups.map((group) => [group.group, group.rows, group.refusedRows])).toEqual([
      ["Yes", 4, 1],
      ["No", 4, 2],
    ]);
    // Scorecard among the not-married refusals r3 r6: both always approved.
    expect(married?.groups[1]?.falsePositiveRate.scorecard.rate).toBe(1);
  });
});
