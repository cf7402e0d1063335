import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "../card/bootstrap-refits";
import type { DataLimits } from "../card/data-limits";
import type { TrainedVariantCard } from "../card/model-card";
import { servingCard } from "../card/serving-card";
import { EXAMPLE_APPLICATION } from "../example-application";
import type { LoanApplication } from "../schema";
import { scorecardVerdict } from "../scorecard/predict";
import { trainedPredictionFor, trainedVerdict } from "../trained/predict";
import { WHAT_IF_FIELDS, whatIfCurve, whatIfValues, type WhatIfCurve } from "./what-if";

/**
 * A tiny model whose probability is a fraction: log-odds = ln(1 + Income) − ln(1 + LoanAmount), so
 * P(approved) = (1 + Income) / (2 + Income + LoanAmount), and it approves (P ≥ 0.5) exactly when Income ≥ LoanAmount.
 */
const TINY: TrainedVariantCard = {
  label: "tiny",
  fields: ["Income", "LoanAmount"],
  imputation: { Income: 1000, LoanAmount: 100 },
  intercept: 0,
  columns: [
    { feature: "log1p(Income)", field: "Income", kind: "log1p", center: 0, scale: 1, weight: 1 },
    { feature: "log1p(LoanAmount)", field: "LoanAmount", kind: "log1p", center: 0, scale: 1, weight: -1 },
  ],
};
const tiny = { parameters: TINY, cut: 0.5 };
/** Limits nothing lies outside: a leverage no application passes, and no combination to check. */
const NO_LIMITS: DataLimits = {
  ...servingCard.dataLimits,
  leverage: { columns: ["log1p(Income)"], precision: [[0]], rows: 1, threshold: 2, rowsAbove: 0, max: 1 },
  combinations: [],
};

/** Scorecard: no credit history 0, Graduate 10, Married 10, age 5, Urban 5, employed 5 = 35 points before the ratio. */
const APPLICANT: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 1000,
  Married: "Yes",
  LoanAmount: 1000,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

const values = (curve: WhatIfCurve) => curve.points.map((point) => point.value);

describe("whatIfValues", () => {
  it("spans a quarter to four times the own amount in even steps of log, the halves and doubles on points", () => {
    // 1000 × 4^(k/16), k = −16..16, rounded (python3): 250, 273, 297, … 917, 1000, 1091, … 3668, 4000.
    const grid = whatIfValues(1000, 0);
    expect(grid).toHaveLength(33);
    expect(grid.slice(0, 3)).toEqual([250, 273, 297]);
    expect(grid.slice(15, 18)).toEqual([917, 1000, 1091]);
    expect([grid[8], grid[24], grid.at(-1)]).toEqual([500, 2000, 4000]);
  });

  it("keeps whole amounts only once, and spans the median's multiples from 0 when the own amount is 0", () => {
    expect(whatIfValues(1, 0)).toEqual([0, 1, 2, 3, 4]);
    const fromZero = whatIfValues(0, 1000);
    expect(fromZero.slice(0, 3)).toEqual([0, 250, 273]);
    expect(fromZero.at(-1)).toBe(4000);
  });
});

describe("whatIfCurve on a tiny model with hand-computed probabilities", () => {
  it("gives (1 + Income) / (2 + Income + LoanAmount) at the points", () => {
    const curve = whatIfCurve(APPLICANT, "Income", tiny, NO_LIMITS);
    expect(curve.ownIndex).toBe(16);
    expect(curve.points[0]?.probability).toBeCloseTo(251 / 1252, 12); // 0.200479…
    expect(curve.points[16]?.probability).toBeCloseTo(0.5, 12);
    expect(curve.points[32]?.probability).toBeCloseTo(4001 / 5002, 12); // 0.799880…
  });

  it("finds where each verdict turns, to the whole amount, between the points", () => {
    // Trained: approves once Income ≥ LoanAmount = 1000. Scorecard: on a loan of 1000 an income of 250–4000 is a
    // ratio of 0.25–4 (0 points): 35 points, rejected throughout.
    const byIncome = whatIfCurve(APPLICANT, "Income", tiny, NO_LIMITS);
    expect(byIncome.runs.trained).toEqual([
      { prediction: "No", from: 250, to: 999 },
      { prediction: "Yes", from: 1000, to: 4000 },
    ]);
    expect(byIncome.runs.scorecard).toEqual([{ prediction: "No", from: 250, to: 4000 }]);

    // Loan 25–400 on an income of 1000: the ratio is over 10 (15 points, 50 in all) up to a loan of 99.
    const byLoan = whatIfCurve({ ...APPLICANT, LoanAmount: 100 }, "LoanAmount", tiny, NO_LIMITS);
    expect([values(byLoan)[0], values(byLoan).at(-1)]).toEqual([25, 400]);
    expect(byLoan.runs.scorecard).toEqual([
      { prediction: "Yes", from: 25, to: 99 },
      { prediction: "No", from: 100, to: 400 },
    ]);
    expect(byLoan.runs.trained).toEqual([{ prediction: "Yes", from: 25, to: 400 }]);
  });

  it("reports the scorecard's points at each amount", () => {
    // Income 1000 on a loan of 100 varied: ratio 1000 / 25 = 40 (25 points); 1000 / 100 = 10 (5); 1000 / 400 = 2.5 (0).
    const byLoan = whatIfCurve({ ...APPLICANT, LoanAmount: 100 }, "LoanAmount", tiny, NO_LIMITS);
    const at = (loan: number) => byLoan.points.find((point) => point.value === loan)?.score;
    expect([at(25), at(100), at(400)]).toEqual([60, 40, 35]);
  });
});

describe("whatIfCurve on the served models", () => {
  const served = servingCard.served;

  it("gives no trained verdict where the amount takes the application outside the data, exact to the whole amount", () => {
    // scripts/model/sklearn/out-of-data.py (numpy): this applicant, at a loan of 120, is inside the data from an income of
    // 303; the curve from 1,000 ÷ 4 = 250 starts outside it. The scorecard keeps its verdict there.
    const application: LoanApplication = {
      ...EXAMPLE_APPLICATION,
      Gender: "Male",
      Income: 1000,
      LoanAmount: 120,
      Property_Area: "Urban",
    };
    const curve = whatIfCurve(application, "Income", served, servingCard.dataLimits);
    expect(curve.runs.trained.slice(0, 2)).toEqual([
      { prediction: null, from: 250, to: 302 },
      { prediction: "Yes", from: 303, to: expect.any(Number) },
    ]);
    expect(curve.points[0]).toMatchObject({ value: 250, trained: null, scorecard: expect.stringMatching(/Yes|No/) });
  });
  const applicants: LoanApplication[] = [
    EXAMPLE_APPLICATION,
    { ...EXAMPLE_APPLICATION, Credit_History: 0, Income: 2000, LoanAmount: 150 },
    { ...APPLICANT, Credit_History: 1, Income: 3000, LoanAmount: 128 },
  ];

  for (const field of WHAT_IF_FIELDS) {
    it(`puts the direct prediction at the applicant's own ${field}`, () => {
      for (const application of applicants) {
        const curve = whatIfCurve(application, field, served, servingCard.dataLimits);
        const own = curve.points[curve.ownIndex]!;
        expect(own.value).toBe(application[field]);
        const trained = trainedPredictionFor(application, bootstrapRefits);
        expect(own.probability).toBeCloseTo(trained.probability, 4);
        expect(own.trained).toBe(trained.prediction);
        const scorecard = scorecardVerdict(application);
        expect([own.score, own.scorecard]).toEqual([scorecard.score, scorecard.prediction]);
      }
    });

    it(`matches direct predictions at the ends of the ${field} range and at each verdict's turn`, () => {
      for (const application of applicants) {
        const curve = whatIfCurve(application, field, served, servingCard.dataLimits);
        for (const point of [curve.points[0]!, curve.points.at(-1)!]) {
          const changed = { ...application, [field]: point.value };
          expect(point.probability).toBeCloseTo(trainedVerdict(changed).probability, 4);
          expect(point.score).toBe(scorecardVerdict(changed).score);
        }
        const verdictAt = (value: number) =>
          trainedPredictionFor({ ...application, [field]: value }, bootstrapRefits).prediction;
        for (const run of curve.runs.trained.slice(1)) {
          expect(verdictAt(run.from)).toBe(run.prediction);
          expect(verdictAt(run.from - 1)).not.toBe(run.prediction);
        }
        for (const run of curve.runs.scorecard.slice(1)) {
          expect(scorecardVerdict({ ...application, [field]: run.from }).prediction).toBe(run.prediction);
          expect(scorecardVerdict({ ...application, [field]: run.from - 1 }).prediction).not.toBe(run.prediction);
        }
      }
    });

    it(`moves the probability in the direction of the served weight on ${field}, and the scorecard's points with the ratio`, () => {
      const weight = served.parameters.columns.find((column) => column.field === field)?.weight ?? 0;
      const sign = field === "Income" ? 1 : -1;
      for (const application of applicants) {
        const { points } = whatIfCurve(application, field, served, servingCard.dataLimits);
        for (let i = 1; i < points.length; i++) {
          const [before, after] = [points[i - 1]!, points[i]!];
          expect(Math.sign(after.probability - before.probability) * Math.sign(weight)).toBeGreaterThanOrEqual(0);
          expect(Math.sign(after.score - before.score) * sign).toBeGreaterThanOrEqual(0);
        }
        expect(points.at(-1)!.probability).not.toBe(points[0]!.probability);
      }
    });
  }
});
