import { describe, expect, it } from "vitest";

import type { OutOfFold } from "../cross-validation/held-out";
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
  return { id, approved, fields };
}

// Seven rows. The lender approved r1, r2, r4, r5, r7. The scorecard (cut 50 points) approves r1, r3, r4, r5, r6;
// both trained variants (cut 0.5) approve r1, r2, r4, r7. r6 has no Gender.
const ROWS = [
  row("r1", "Male", "Yes", true),
  row("r2", "Male", "Yes", true),
  row("r3", "Male", "No", false),
  row("r4", "Female", "No", true),
  row("r5", "Female", "Yes", true),
  row("r6", null, "No", false),
  row("r7", "Female", "No", true),
];
const TRAINED = [0.9, 0.6, 0.4, 0.5, 0.49, 0.2, 0.7];
// The fairness section reads the scorecard and the trained variants only.
const UNUSED_BASELINES = { "always-approve": [], "credit-history-rule": [], "credit-history-logistic": [] };
const OOF: OutOfFold = {
  folds: [0, 1, 0, 1, 0, 1, 0],
  labels: ROWS.map((r) => r.approved),
  scores: {
    scorecard: [80, 45, 50, 60, 55, 70, 49],
    "all-fields": TRAINED,
    "without-gender-married": TRAINED,
    ...UNUSED_BASELINES,
  },
  probabilities: { scorecard: [], "all-fields": TRAINED, "without-gender-married": TRAINED, ...UNUSED_BASELINES },
};

describe("fairnessSection", () => {
  const [sex, married] = fairnessSection(ROWS, OOF).attributes;

  it("groups by sex, leaving out the row without it, and counts each share by hand", () => {
    expect(sex?.rowsWithoutValue).toBe(1);
    const [male, female] = sex?.groups ?? [];
    // Male r1 r2 r3: lender 2/3; scorecard approves r1 r3 → 2/3, of the lender's r1 r2 → 1/2; trained r1 r2 → 2/3, 2/2.
    expect(male).toMatchObject({ group: "Male", rows: 3 });
    expect(male?.approvedInData).toMatchObject({ count: 2, of: 3 });
    expect(male?.approvalRate.scorecard).toMatchObject({ count: 2, of: 3 });
    expect(male?.truePositiveRate.scorecard).toMatchObject({ count: 1, of: 2 });
    expect(male?.approvalRate["all-fields"]).toMatchObject({ count: 2, of: 3 });
    expect(male?.truePositiveRate["all-fields"]).toMatchObject({ count: 2, of: 2 });
    // Female r4 r5 r7: lender 3/3; scorecard r4 r5 → 2/3 and 2/3; trained r4 r7 → 2/3 and 2/3.
    expect(female?.approvedInData).toMatchObject({ count: 3, of: 3, rate: 1, high: 1 });
    expect(female?.approvalRate.scorecard).toMatchObject({ count: 2, of: 3 });
    expect(female?.truePositiveRate["without-gender-married"]).toMatchObject({ count: 2, of: 3 });
  });

  it("rounds each share and its Wilson interval to 4 decimals", () => {
    // scipy binomtest(2, 3).proportion_ci(method="wilson"): 0.207660 to 0.938508.
    expect(sex?.groups[0]?.approvedInData).toEqual({ count: 2, of: 3, rate: 0.6667, low: 0.2077, high: 0.9385 });
  });

  it("gives the gap, first group minus second, with Newcombe's interval", () => {
    // Data: 2/3 − 3/3 = −0.3333; low −0.3333 − √(0.4590² + 0²) = −0.7923 (3/3's upper bound is 1),
    // high −0.3333 + √(0.2718² + (1 − 0.4385)²) = −0.3333 + 0.6238 = 0.2905 (Wilson 3/3: 0.438503 to 1).
    expect(sex?.gap.approvedInData).toEqual({ difference: -0.3333, low: -0.7923, high: 0.2905 });
    // Trained, among the lender's approvals: 2/2 − 2/3 = 0.3333.
    expect(sex?.gap.truePositiveRate["all-fields"].difference).toBe(0.3333);
  });

  it("groups by marital status with every row", () => {
    expect(married?.rowsWithoutValue).toBe(0);
    // Married r1 r2 r5: lender 3/3, scorecard r1 r5 → 2/3; not married r3 r4 r6 r7: lender 2/4, scorecard r3 r4 r6 → 3/4.
    expect(married?.groups.map((group) => [group.group, group.approvedInData.count, group.rows])).toEqual([
      ["Yes", 3, 3],
      ["No", 2, 4],
    ]);
    expect(married?.groups.map((group) => group.approvalRate.scorecard.count)).toEqual([2, 3]);
    expect(married?.gap.approvalRate.scorecard.difference).toBe(-0.0833); // 2/3 − 3/4
  });
});
