import { describe, expect, it } from "vitest";

import type { RuleId } from "../api-contract";
import type { LoanApplication } from "../schema";
import { APPROVAL_THRESHOLD, SCORECARD_FIELDS, scoreApplication } from "./scorecard";

// Every rule at its zero-point value, so each test below moves one rule only.
const NOTHING: LoanApplication = {
  Gender: "Male",
  Age: 0,
  Income: 0,
  Married: "No",
  LoanAmount: 100,
  Credit_History: 0,
  Education: "Not Graduate",
  Property_Area: "Rural",
  Self_Employed: "Yes",
};

function pointsFor(changes: Partial<LoanApplication>, rule: RuleId): number {
  const { contributions } = scoreApplication({ ...NOTHING, ...changes });
  const contribution = contributions.find((entry) => entry.rule === rule);
  if (!contribution) throw new Error(`no contribution for ${rule}`);
  return contribution.points;
}

describe("scoreApplication", () => {
  it("scores 0 when every rule is at its lowest", () => {
    expect(scoreApplication(NOTHING).score).toBe(0);
  });

  it.each([
    [1, 40],
    [0, 0],
  ] as const)("gives Credit_History %i → %i points", (credit, points) => {
    expect(pointsFor({ Credit_History: credit }, "credit_history")).toBe(points);
  });

  it.each([
    ["exactly 5", 5000, 1000, 0],
    ["just above 5", 5001, 1000, 5],
    ["exactly 10", 10_000, 1000, 5],
    ["just above 10", 10_001, 1000, 15],
    ["exactly 20", 20_000, 1000, 15],
    ["just above 20", 20_001, 1000, 25],
    ["far below 5", 1, 1000, 0],
    ["LoanAmount 0 with income (Infinity)", 3000, 0, 25],
    ["Income 0 and LoanAmount 0 (NaN)", 0, 0, 0],
  ])("gives income-to-loan ratio %s → its band", (_case, income, loanAmount, points) => {
    expect(pointsFor({ Income: income, LoanAmount: loanAmount }, "income_to_loan")).toBe(points);
  });

  it.each([
    ["Graduate", 10],
    ["Not Graduate", 0],
  ] as const)("gives Education %s → %i points", (education, points) => {
    expect(pointsFor({ Education: education }, "education")).toBe(points);
  });

  it.each([
    ["Yes", 10],
    ["No", 0],
  ] as const)("gives Married %s → %i points", (married, points) => {
    expect(pointsFor({ Married: married }, "married")).toBe(points);
  });

  it.each([
    [24, 0],
    [25, 5],
    [60, 5],
    [61, 0],
  ])("gives Age %i → %i points", (age, points) => {
    expect(pointsFor({ Age: age }, "age")).toBe(points);
  });

  it.each([
    ["Urban", 5],
    ["Semiurban", 3],
    ["Rural", 0],
  ] as const)("gives Property_Area %s → %i points", (area, points) => {
    expect(pointsFor({ Property_Area: area }, "property_area")).toBe(points);
  });

  it.each([
    ["No", 5],
    ["Yes", 0],
  ] as const)("gives Self_Employed %s → %i points", (selfEmployed, points) => {
    expect(pointsFor({ Self_Employed: selfEmployed }, "self_employed")).toBe(points);
  });

  it("lists all seven rules, whose maximum points add up to 100", () => {
    const { contributions } = scoreApplication(NOTHING);
    expect(contributions.map((entry) => entry.rule).sort()).toEqual(
      ["age", "credit_history", "education", "income_to_loan", "married", "property_area", "self_employed"].sort(),
    );
    expect(contributions.reduce((sum, entry) => sum + entry.maxPoints, 0)).toBe(100);
  });

  it("reads exactly the fields SCORECARD_FIELDS lists: a change to any other leaves the score as it was", () => {
    // From 0 points (a ratio of 1000 / 1000 = 1 gives none), each change below would earn its rule's points.
    const base: LoanApplication = { ...NOTHING, Income: 1000, LoanAmount: 1000 };
    const changes: Record<keyof LoanApplication, Partial<LoanApplication>> = {
      Gender: { Gender: "Female" },
      Age: { Age: 35 },
      Income: { Income: 100_000 },
      Married: { Married: "Yes" },
      LoanAmount: { LoanAmount: 1 },
      Credit_History: { Credit_History: 1 },
      Education: { Education: "Graduate" },
      Property_Area: { Property_Area: "Urban" },
      Self_Employed: { Self_Employed: "No" },
    };
    expect(scoreApplication(base).score).toBe(0);
    const moved = Object.entries(changes)
      .filter(([, change]) => scoreApplication({ ...base, ...change }).score !== 0)
      .map(([field]) => field);
    expect(moved.sort()).toEqual([...SCORECARD_FIELDS].sort());
    expect(moved).not.toContain("Gender");
  });

  it("says Yes at exactly 50 points and No at 48", () => {
    // 40 (credit) + 5 (ratio 6) + 5 (not self-employed) = 50; swap self-employment for Semiurban: 40 + 5 + 3 = 48.
    const fifty = scoreApplication({ ...NOTHING, Credit_History: 1, Income: 600, Self_Employed: "No" });
    const fortyEight = scoreApplication({ ...NOTHING, Credit_History: 1, Income: 600, Property_Area: "Semiurban" });
    expect([fifty.score, fifty.prediction]).toEqual([50, "Yes"]);
    expect([fortyEight.score, fortyEight.prediction]).toEqual([48, "No"]);
    expect(APPROVAL_THRESHOLD).toBe(50);
  });

  // 49 cannot be reached: Semiurban's 3 is the only odd weight and the rest are multiples of 5, so 46 never adds up.
  // Every combination of rule outcomes is scored instead: the sum, the verdict, and the gap around the threshold.
  it("sums the contributions and decides by the threshold for every combination of rule outcomes", () => {
    const ratios = [
      { Income: 100, points: 0 },
      { Income: 600, points: 5 },
      { Income: 1500, points: 15 },
      { Income: 2500, points: 25 },
    ];
    const areaPoints = { Urban: 5, Semiurban: 3, Rural: 0 };
    const seen = new Set<number>();
    for (const credit of [0, 1] as const)
      for (const ratio of ratios)
        for (const education of ["Graduate", "Not Graduate"] as const)
          for (const married of ["Yes", "No"] as const)
            for (const age of [35, 70])
              for (const area of ["Urban", "Semiurban", "Rural"] as const)
                for (const selfEmployed of ["Yes", "No"] as const) {
                  const application: LoanApplication = {
                    ...NOTHING,
                    Income: ratio.Income,
                    Credit_History: credit,
                    Education: education,
                    Married: married,
                    Age: age,
                    Property_Area: area,
                    Self_Employed: selfEmployed,
                  };
                  const result = scoreApplication(application);
                  const expected =
                    40 * credit +
                    ratio.points +
                    (education === "Graduate" ? 10 : 0) +
                    (married === "Yes" ? 10 : 0) +
                    (age === 35 ? 5 : 0) +
                    areaPoints[area] +
                    (selfEmployed === "No" ? 5 : 0);
                  expect(result.score).toBe(expected);
                  expect(result.score).toBe(result.contributions.reduce((sum, entry) => sum + entry.points, 0));
                  expect(result.prediction).toBe(result.score >= 50 ? "Yes" : "No");
                  seen.add(result.score);
                }
    expect([seen.has(48), seen.has(49), seen.has(50)]).toEqual([true, false, true]);
    expect([Math.min(...seen), Math.max(...seen)]).toEqual([0, 100]);
  });
});
