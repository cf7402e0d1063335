import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { LOAN_CHOICES } from "#model/fields";
import type { LoanApplication } from "#model/schema";
import { trainedPredictionFor } from "#model/trained/predict";
import { parseLoanRows } from "#model/training/dataset";
import { leverage, outOfData } from "#model/uncertainty/out-of-data";

import { DEFAULT_DATA_PATH } from "../model-card-file";

/**
 * The committed card's out-of-data checks against scripts/model/sklearn/out-of-data.py, which measures them from the
 * training file with numpy alone (the leverage as the diagonal of X(XᵀX)⁺Xᵀ over the full design, no column left
 * out). Its figures are written out below; rerun it after `npm run model:train` moves them.
 */
const { dataLimits, served } = servingCard;
const columns = served.parameters.columns;
const check = (application: LoanApplication) => outOfData(application, dataLimits, columns);

const BASE: LoanApplication = {
  Gender: "Male",
  Age: 35,
  Married: "Yes",
  Income: 5000,
  LoanAmount: 120,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

/** The training rows as complete applications: empty cells filled with the median loan and the most frequent values. */
function trainingApplications(): { id: string; application: LoanApplication }[] {
  const rows = parseLoanRows(readFileSync(DEFAULT_DATA_PATH, "utf8"));
  const fill = { LoanAmount: 128, Credit_History: 1, Self_Employed: "No", Gender: "Male", Married: "Yes" } as const;
  return rows.map((row) => {
    const fields = Object.fromEntries(
      Object.entries(row.fields).map(([field, value]) => [field, value ?? fill[field as keyof typeof fill]]),
    );
    return { id: row.id, application: { ...(fields as Omit<LoanApplication, "Age">), Age: 35 } };
  });
}

describe("the out-of-data checks, as numpy measures them", () => {
  it("flag 6 of the 614 training rows, the 6 of highest leverage, at a threshold halfway to the 7th", () => {
    // numpy: 6th and 7th largest leverage 0.044075 and 0.040519, threshold 0.042297, largest 0.067519; rank 8.
    expect(dataLimits.leverage).toMatchObject({ threshold: 0.042297, rowsAbove: 6, max: 0.067519, rows: 614 });
    expect(dataLimits.rowsFlagged).toBe(6);
    const flagged = trainingApplications()
      .filter(({ application }) => check(application).warnings.length > 0)
      .map(({ id }) => id);
    expect(flagged).toEqual(["LP001644", "LP001722", "LP002317", "LP002502", "LP002840", "LP002949"]);
  });

  it("give the leverage numpy gives the applications the audit probed", () => {
    const at = (changes: Partial<LoanApplication>) => leverage({ ...BASE, ...changes }, dataLimits.leverage, columns);
    expect(at({})).toBeCloseTo(0.006019, 5);
    expect(at({ Income: 0 })).toBeCloseTo(0.379385, 5);
    const lowIncomeLargeLoan = {
      Income: 1100,
      LoanAmount: 480,
      Education: "Not Graduate",
      Property_Area: "Rural",
      Self_Employed: "Yes",
    } as const;
    expect(at(lowIncomeLargeLoan)).toBeCloseTo(0.059682, 5);
    expect(at({ Income: 81_001 })).toBeCloseTo(0.053984, 5);
    expect(at({ Income: 32_541 })).toBeCloseTo(0.02905, 5);
    expect(at({ LoanAmount: 0 })).toBeCloseTo(0.222954, 5);
    // The tests' weak applicant (tests/support/loan/loan-fixtures.ts), and the batch tests' row of no points: outside.
    const noCredit = {
      Credit_History: 0,
      Education: "Not Graduate",
      Property_Area: "Rural",
      Self_Employed: "Yes",
    } as const;
    expect(at({ ...noCredit, Income: 2500, LoanAmount: 400 })).toBeCloseTo(0.045866, 5);
    expect(at({ ...noCredit, Income: 1000, LoanAmount: 300 })).toBeCloseTo(0.055326, 5);
    for (const changes of [{ Income: 0 }, lowIncomeLargeLoan, { Income: 81_001 }, { LoanAmount: 0 }]) {
      const answer = trainedPredictionFor({ ...BASE, ...changes }, bootstrapRefits);
      expect(answer.prediction).toBeNull();
      expect(answer.abstention?.reason).toMatch(/^Taken together/);
    }
    expect(trainedPredictionFor({ ...BASE, Income: 32_541 }, bootstrapRefits)).toMatchObject({ abstention: null });
  });

  it("turn along one amount only where the interval is already wider than for 97 in 100 training applicants", () => {
    // numpy, for BASE: inside the data from an income of 303 to 54,990 and a loan of 17 to 979 (thousand); at each
    // end the log-odds interval of the refits is wider than for 97.7 %, 98.9 %, 99.0 % and 97.7 % of the
    // training rows. Between the ends, nothing turns: the leverage is a convex function of each log amount.
    const flagged = (changes: Partial<LoanApplication>) => check({ ...BASE, ...changes }).abstention !== null;
    expect([flagged({ Income: 302 }), flagged({ Income: 303 })]).toEqual([true, false]);
    expect([flagged({ Income: 54_990 }), flagged({ Income: 54_991 })]).toEqual([false, true]);
    expect([flagged({ LoanAmount: 16 }), flagged({ LoanAmount: 17 })]).toEqual([true, false]);
    expect([flagged({ LoanAmount: 979 }), flagged({ LoanAmount: 980 })]).toEqual([false, true]);
    for (let income = 303; income <= 54_990; income = Math.ceil(income * 1.01))
      expect(flagged({ Income: income })).toBe(false);
  });

  it("know the one combination of the model's categories and the four profiles no training row holds", () => {
    // numpy: credit history 0, not a graduate, semi-urban, self-employed; and four profiles, all women not graduates.
    const unseen = (application: LoanApplication) => check(application).warnings.map((warning) => warning.kind);
    const served = {
      ...BASE,
      Credit_History: 0,
      Education: "Not Graduate",
      Property_Area: "Semiurban",
      Self_Employed: "Yes",
    } as const;
    expect(unseen(served)).toEqual(["unseen-combination"]);
    const profiles = [
      ["Female", "Yes", "Not Graduate", "Urban", "Yes"],
      ["Female", "Yes", "Not Graduate", "Urban", "No"],
      ["Female", "Yes", "Not Graduate", "Semiurban", "Yes"],
      ["Female", "No", "Not Graduate", "Rural", "Yes"],
    ] as const;
    let seen = 0;
    for (const Gender of LOAN_CHOICES.Gender)
      for (const Married of LOAN_CHOICES.Married)
        for (const Education of LOAN_CHOICES.Education)
          for (const Property_Area of LOAN_CHOICES.Property_Area)
            for (const Self_Employed of LOAN_CHOICES.Self_Employed) {
              const application = { ...BASE, Gender, Married, Education, Property_Area, Self_Employed };
              const profile = [Gender, Married, Education, Property_Area, Self_Employed].join();
              const expected = profiles.some((each) => each.join() === profile);
              expect(unseen(application).includes("unseen-profile"), profile).toBe(expected);
              if (!expected) seen++;
            }
    expect(seen).toBe(44);
  });

  it("leave the trained model's answer to a profile the data lacks as it is for any sex and marital status", () => {
    const application = {
      ...BASE,
      Gender: "Female",
      Married: "No",
      Education: "Not Graduate",
      Property_Area: "Rural",
      Self_Employed: "Yes",
    } as const;
    const woman = trainedPredictionFor(application, bootstrapRefits);
    const man = trainedPredictionFor({ ...application, Gender: "Male" }, bootstrapRefits);
    expect(woman.warnings.map((warning) => [warning.kind, warning.abstains])).toEqual([["unseen-profile", false]]);
    expect(woman.warnings[0]?.message).toMatch(
      /reads neither Gender nor Married, so it still answers, from the 4 applicants/,
    );
    expect({ ...woman, warnings: [] }).toEqual({ ...man, warnings: [] });
    expect(woman.prediction).toBe("Yes");
  });
});
