import { describe, expect, it } from "vitest";

import { BASE, bruteForce } from "#tests/support/loan/recourse-search";

import type { DataRanges } from "../card/model-card";
import { servingCard } from "../card/serving-card";
import type { LoanApplication } from "../schema";
import { predictTrained } from "../trained/regression";
import { trainedRecourse } from "./recourse";

/**
 * The trained model the page and the API serve, whichever variant the card names: its recourse must agree with the
 * brute force, which assumes nothing of the model, so a retrain cannot quietly break the search's assumptions.
 */
const { parameters, cut } = servingCard.served;
const approves = (application: LoanApplication) => predictTrained(application, parameters, cut).prediction === "Yes";

/** A profile the served model rates low, so it can refuse a modest loan even with a good credit history. */
const WEAK: LoanApplication = {
  ...BASE,
  Married: "No",
  Education: "Not Graduate",
  Property_Area: "Rural",
  Self_Employed: "Yes",
};
const STRONG: LoanApplication = { ...BASE, Married: "Yes", Education: "Graduate", Property_Area: "Semiurban" };

/** Loans up to this keep the brute force quick. */
const LARGEST_LOAN = 5_000;

/** The largest loan the served model approves for the weak profile with a good credit history at this income. */
function largestApproved(income: number): number {
  let loan = 0;
  while (loan < LARGEST_LOAN && approves({ ...WEAK, Credit_History: 1, Income: income, LoanAmount: loan + 1 })) loan++;
  if (loan === 0 || loan === LARGEST_LOAN)
    throw new Error(`The served model's boundary at an income of ${income} is not a small loan: pick other incomes.`);
  return loan;
}

type Case = { application: LoanApplication; ranges: DataRanges };

/** Small amounts around both profiles, under the data's ranges: approvals, credit history and loan options. */
function gridCases(): Case[] {
  const cases: Case[] = [];
  for (const profile of [WEAK, STRONG])
    for (const Credit_History of [0, 1] as const)
      for (const Income of [0, 150, 600])
        for (const LoanAmount of [9, 60, 250])
          cases.push({
            application: { ...profile, Credit_History, Income, LoanAmount },
            ranges: servingCard.dataRanges,
          });
  return cases;
}

/**
 * Loans on the served model's own boundary, so the income matters: with the smallest loan allowed just above the
 * largest approved at income I, no smaller loan suffices, and a loan above the largest approved at 2I needs the
 * loan and the income together. The boundary is read from the model; the expected answers come from the brute force.
 */
function boundaryCases(): Case[] {
  const cases: Case[] = [];
  for (const income of [5, 20, 100]) {
    const atIncome = largestApproved(income);
    const atTwice = largestApproved(2 * income);
    const tight = { maxIncome: servingCard.dataRanges.maxIncome, minLoanAmount: atIncome + 1 };
    for (const ranges of [servingCard.dataRanges, tight])
      for (const Credit_History of [0, 1] as const)
        for (const LoanAmount of [atIncome + 1, atTwice, atTwice + 1, atTwice + 5])
          cases.push({ application: { ...WEAK, Credit_History, Income: income, LoanAmount }, ranges });
  }
  return cases;
}

describe("the served trained model's recourse", () => {
  it("weighs the amounts in the directions the search assumes: income up, loan down, credit history up", () => {
    // findRecourse and combinedAmounts are exact only for a model whose approval never falls as the income grows,
    // the loan shrinks or the credit history improves. log1p and the 0/1 value rise with the amount and every
    // scale is positive, so the sign of each weight is the sign of its field's effect.
    const direction = { Income: 1, LoanAmount: -1, Credit_History: 1 } as const;
    for (const column of parameters.columns) {
      if (column.kind === "indicator") continue;
      expect(column.scale, `${column.feature}: a scale must be positive`).toBeGreaterThan(0);
      expect(
        Math.sign(column.weight) * direction[column.field],
        `The served model's ${column.feature} weight is ${column.weight}: the recourse search (model/recourse/recourse.ts) ` +
          `is exact only when income's weight ≥ 0, the loan's ≤ 0 and credit history's ≥ 0. Change the search or ` +
          `the model before serving it.`,
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it("matches the brute force on small amounts, least effort and combined changes included", () => {
    const kinds = new Set<string>();
    for (const { application, ranges } of [...gridCases(), ...boundaryCases()]) {
      const recourse = trainedRecourse(application, parameters, cut, ranges);
      expect(recourse, JSON.stringify({ application, ranges })).toEqual(bruteForce(application, approves, ranges));
      if (recourse.approved) kinds.add("approved");
      else for (const option of recourse.options) kinds.add(option.map((change) => change.field).join("+"));
    }
    // The grid reaches every branch of the search; if a retrain moves the boundary out of it, pick other amounts.
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        "approved",
        "Credit_History",
        "LoanAmount",
        "Income",
        "LoanAmount+Income",
        "Credit_History+LoanAmount",
      ]),
    );
  }, 30_000);
});
