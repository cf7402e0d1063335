import { describe, expect, it } from "vitest";

import { modelCard } from "#tests/support/loan/full-model-card";

import { EXAMPLE_APPLICATION } from "../example-application";
import type { LoanApplication } from "../schema";
import { predictTrained, type TrainedParameters } from "./regression";

const PARAMETERS: TrainedParameters = {
  fields: ["Income", "Credit_History", "Education"],
  intercept: 0.5,
  columns: [
    {
      feature: "log1p(Income)",
      field: "Income",
      kind: "log1p",
      center: Math.log(1000),
      scale: Math.log(10),
      weight: 1,
    },
    { feature: "Credit_History", field: "Credit_History", kind: "value", center: 0.5, scale: 1, weight: 2 },
    {
      feature: "Education=Graduate",
      field: "Education",
      kind: "indicator",
      category: "Graduate",
      center: 0.5,
      scale: 1,
      weight: -1,
    },
  ],
};

const APPLICATION: LoanApplication = {
  ...EXAMPLE_APPLICATION,
  Income: 9999,
  Credit_History: 1,
  Education: "Not Graduate",
};

describe("predictTrained", () => {
  it("adds each field's contribution to the intercept, worked by hand", () => {
    // log1p(9999) = ln 10⁴: (4 − 3) ln 10 / ln 10 = 1 → +1; credit (1 − 0.5) × 2 = +1; not a graduate
    // (0 − 0.5) × −1 = +0.5. Log-odds 0.5 + 2.5 = 3.
    const answer = predictTrained(APPLICATION, PARAMETERS, 0.5);
    expect(answer.baselineLogOdds).toBe(0.5);
    expect(answer.contributions).toEqual([
      { field: "Income", logOdds: expect.closeTo(1, 12) },
      { field: "Credit_History", logOdds: 1 },
      { field: "Education", logOdds: 0.5 },
    ]);
    expect(answer.logOdds).toBeCloseTo(3, 12);
    expect(answer.probability).toBeCloseTo(1 / (1 + Math.exp(-3)), 12);
    expect(answer.prediction).toBe("Yes");
  });

  it("approves when the probability reaches the cut, not below it", () => {
    const probability = predictTrained(APPLICATION, PARAMETERS, 0.5).probability; // ≈ 0.9526
    expect(predictTrained(APPLICATION, PARAMETERS, 0.95).prediction).toBe("Yes");
    expect(predictTrained(APPLICATION, PARAMETERS, 0.96).prediction).toBe("No");
    expect(predictTrained(APPLICATION, PARAMETERS, probability).prediction).toBe("Yes");
  });

  it("ignores Age and every field the variant does not use", () => {
    const base = predictTrained(APPLICATION, PARAMETERS, 0.5);
    const other = { ...APPLICATION, Age: 90, Gender: "Male", Married: "No", Property_Area: "Rural" } as const;
    expect(predictTrained(other, PARAMETERS, 0.5)).toEqual(base);
  });

  it("reads the committed card's served variant: contributions add up, Age is never a field", () => {
    const { trained } = modelCard;
    const variant = trained.variants[trained.served];
    const answer = predictTrained(EXAMPLE_APPLICATION, variant, trained.servedCut);
    const total = answer.contributions.reduce((sum, c) => sum + c.logOdds, answer.baselineLogOdds);
    expect(total).toBeCloseTo(answer.logOdds, 12);
    expect(answer.contributions.map((c) => c.field)).toEqual(variant.fields);
    expect(variant.fields).not.toContain("Age");
  });
});
