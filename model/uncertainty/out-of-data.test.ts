import { describe, expect, it } from "vitest";

import type { DataLimits } from "../card/data-limits";
import type { FeatureColumn } from "../card/model-card";
import { EXAMPLE_APPLICATION } from "../example-application";
import type { LoanApplication } from "../schema";
import { applicantsSharing, leverage, outOfData } from "./out-of-data";

// Two columns: log1p(Income) centred on ln 1000 and scaled by ln 10, so Income 9,999 is z = 1 and 999,999 is z = 3;
// and Graduate, centred on 0.5. The precision [[2, 1], [1, 2]] makes D² = 2a² + 2ab + 2b² for z = (a, b).
const COLUMNS: FeatureColumn[] = [
  { feature: "log1p(Income)", field: "Income", kind: "log1p", center: Math.log(1000), scale: Math.log(10) },
  { feature: "Education=Graduate", field: "Education", kind: "indicator", category: "Graduate", center: 0.5, scale: 1 },
  {
    feature: "Education=Not Graduate",
    field: "Education",
    kind: "indicator",
    category: "Not Graduate",
    center: 0.5,
    scale: 1,
  },
];

const LIMITS: DataLimits = {
  definition: "",
  share: 0.01,
  rows: 10,
  rowsFlagged: 0,
  amounts: [
    { field: "Income", rows: 10, min: 150, max: 81_000 },
    { field: "LoanAmount", rows: 10, min: 9, max: 700 },
  ],
  leverage: {
    columns: ["log1p(Income)", "Education=Graduate"],
    precision: [
      [2, 1],
      [1, 2],
    ],
    rows: 10,
    threshold: 0.5,
    rowsAbove: 0,
    max: 0.4,
  },
  combinations: [
    {
      effect: "abstain",
      fields: ["Credit_History", "Education"],
      rows: 9,
      minimumRows: 1,
      rowsFlagged: 0,
      counts: { "1|Graduate": 6, "1|Not Graduate": 2, "0|Graduate": 1 },
    },
    {
      effect: "warn",
      fields: ["Gender", "Married", "Education"],
      rows: 8,
      minimumRows: 1,
      rowsFlagged: 0,
      counts: { "Male|Yes|Graduate": 5, "Female|No|Not Graduate": 3, constructor: 9 },
    },
  ],
};

const APPLICANT: LoanApplication = {
  ...EXAMPLE_APPLICATION,
  Gender: "Male",
  Married: "Yes",
  Income: 999,
  Credit_History: 1,
  Education: "Graduate",
};

describe("leverage", () => {
  it("is (1 + zᵀ·precision·z) / rows, worked by hand", () => {
    // Income 999: log1p = ln 1000, z = (0, 0.5): D² = 2 · 0.25 = 0.5, h = 1.5 / 10.
    expect(leverage(APPLICANT, LIMITS.leverage, COLUMNS)).toBeCloseTo(0.15, 12);
    // Income 9,999: z = (1, 0.5): D² = 2 + 1 + 0.5 = 3.5, h = 0.45. Not a graduate: z = (1, −0.5): 2 − 1 + 0.5.
    expect(leverage({ ...APPLICANT, Income: 9999 }, LIMITS.leverage, COLUMNS)).toBeCloseTo(0.45, 12);
    const notGraduate = { ...APPLICANT, Income: 9999, Education: "Not Graduate" } as const;
    expect(leverage(notGraduate, LIMITS.leverage, COLUMNS)).toBeCloseTo(0.25, 12);
  });

  it("refuses a card whose columns the served model lacks", () => {
    const limit = { ...LIMITS.leverage, columns: ["log1p(LoanAmount)"] };
    expect(() => leverage(APPLICANT, limit, COLUMNS)).toThrow(/log1p\(LoanAmount\)/);
  });
});

describe("applicantsSharing", () => {
  it("counts the rows with the application's values, and none for a combination the data lacks", () => {
    const [served, profile] = LIMITS.combinations;
    expect(applicantsSharing(APPLICANT, served!)).toBe(6);
    expect(applicantsSharing({ ...APPLICANT, Credit_History: 0, Education: "Not Graduate" }, served!)).toBe(0);
    expect(applicantsSharing({ ...APPLICANT, Gender: "Female" }, profile!)).toBe(0);
    // A key is looked up among the counts' own entries only, never the prototype's.
    expect(
      applicantsSharing({ ...APPLICANT, Gender: "Female", Married: "No", Education: "Not Graduate" }, profile!),
    ).toBe(3);
  });
});

describe("outOfData", () => {
  it("finds nothing for an application inside the data: no warning, a verdict", () => {
    expect(outOfData(APPLICANT, LIMITS, COLUMNS)).toEqual({ warnings: [], abstention: null });
  });

  it("abstains above the leverage threshold, and names the amounts beyond every applicant in the data", () => {
    // Income 99,999: z = (2, 0.5): D² = 8 + 2 + 0.5, h = 1.15.
    const { warnings, abstention } = outOfData({ ...APPLICANT, Income: 99_999 }, LIMITS, COLUMNS);
    expect(warnings).toEqual([
      {
        kind: "leverage",
        fields: ["Income", "Education"],
        value: 1.15,
        limit: 0.5,
        abstains: true,
        beyond: [{ field: "Income", value: 99_999, side: "above", limit: 81_000 }],
        message:
          "Taken together, its amounts and choices lie outside what the training data supports: its leverage " +
          "under the trained model's design is 1.15, above 0.5, which 0 of the 10 applicants in the data exceed. " +
          "A monthly income of 99,999 is above every applicant in the data (the largest is 81,000).",
      },
    ]);
    expect(abstention).toEqual({ reason: warnings[0]!.message });
  });

  it("never decides on one amount alone: past the data's range but near it in leverage, no warning", () => {
    // Income 99 is below every applicant (150), but z = (−1.0, 0.5) gives h = (1 + 2 − 1 + 0.5) / 10 = 0.25.
    expect(leverage({ ...APPLICANT, Income: 99 }, LIMITS.leverage, COLUMNS)).toBeCloseTo(0.25, 12);
    expect(outOfData({ ...APPLICANT, Income: 99 }, LIMITS, COLUMNS).warnings).toEqual([]);
  });

  it("abstains for a combination of the model's categories that no applicant had", () => {
    const application = { ...APPLICANT, Gender: "Female", Married: "No", Credit_History: 0, Education: "Not Graduate" };
    const { warnings, abstention } = outOfData(application as LoanApplication, LIMITS, COLUMNS);
    expect(warnings.map(({ kind, value, limit, abstains }) => ({ kind, value, limit, abstains }))).toEqual([
      { kind: "unseen-combination", value: 0, limit: 1, abstains: true },
    ]);
    expect(abstention?.reason).toBe(
      "No applicant in the data has Credit_History 0 and Education Not Graduate together; the trained model " +
        "reads all of them, so it has never seen an applicant like this.",
    );
  });

  it("only warns for a profile no applicant had in the fields the trained model does not read", () => {
    const { warnings, abstention } = outOfData({ ...APPLICANT, Gender: "Female" }, LIMITS, COLUMNS);
    expect(abstention).toBeNull();
    expect(warnings).toEqual([
      {
        kind: "unseen-profile",
        fields: ["Gender", "Married", "Education"],
        value: 0,
        limit: 1,
        abstains: false,
        beyond: [],
        message:
          "No applicant in the data has Gender Female, Married Yes and Education Graduate together. The trained " +
          "model reads neither Gender nor Married, so it still answers, from the 6 applicants who share the fields it reads.",
      },
    ]);
  });
});
