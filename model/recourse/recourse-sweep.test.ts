import { describe, expect, it } from "vitest";

import { servingCard } from "../card/serving-card";
import { mulberry32 } from "../mulberry32";
import { randomApplicant } from "../random-applicant";
import type { LoanApplication } from "../schema";
import { scoreApplication } from "../scorecard/scorecard";
import { predictTrained } from "../trained/regression";
import { applyChanges, needsCreditHistory, scorecardRecourse, trainedRecourse, type Recourse } from "./recourse";

const { parameters, cut } = servingCard.served;
/** The models' own verdicts, not the recourse search's. */
const approvedByTrained = (application: LoanApplication) =>
  predictTrained(application, parameters, cut).prediction === "Yes";
const approvedByScorecard = (application: LoanApplication) => scoreApplication(application).prediction === "Yes";

/** The dataset's highest ApplicantIncome and smallest LoanAmount (checked with Python's csv module). */
const MAX_INCOME = 81_000;
const MIN_LOAN = 9;

/**
 * Every option within the stated bounds, turning the verdict, and minimal: one thousand more of loan, or one
 * less of income, with the rest of the option, no longer does.
 */
function expectActionable(application: LoanApplication, recourse: Recourse, approves: typeof approvedByTrained) {
  if (recourse.approved) return expect(approves(application)).toBe(true);
  expect(approves(application)).toBe(false);
  for (const option of recourse.options) {
    const changed = applyChanges(application, option);
    expect(approves(changed), JSON.stringify({ application, option })).toBe(true);
    if (changed.Income !== application.Income) {
      expect(changed.Income).toBeLessThanOrEqual(Math.min(2 * application.Income, MAX_INCOME));
      expect(approves({ ...changed, Income: changed.Income - 1 })).toBe(false);
    }
    if (changed.LoanAmount !== application.LoanAmount) {
      expect(changed.LoanAmount).toBeGreaterThanOrEqual(MIN_LOAN);
      expect(approves({ ...changed, LoanAmount: changed.LoanAmount + 1 })).toBe(false);
    }
  }
  // Options that need a good credit history come after every quick one.
  const credit = recourse.options.map(needsCreditHistory);
  expect(credit).toEqual([...credit].sort((a, b) => Number(a) - Number(b)));
}

describe("recourse of the served models", () => {
  it("gives the dataset's applicant LP001014 nothing beyond the bounds", () => {
    // LP001014 as the form takes it (model/data/loan-prediction-train.csv; age assumed 35): no credit history,
    // an income of 3,036. Before the bounds the trained model asked for an income of 720,845,751.
    const lp001014: LoanApplication = {
      Gender: "Male",
      Age: 35,
      Income: 3036,
      Married: "Yes",
      LoanAmount: 158,
      Credit_History: 0,
      Education: "Graduate",
      Property_Area: "Semiurban",
      Self_Employed: "No",
    };
    const recourse = trainedRecourse(lp001014, parameters, cut);
    expect(recourse).toMatchObject({ approved: false, bounds: { incomeAtMost: 6072, loanAmountAtLeast: 9 } });
    expectActionable(lp001014, recourse, approvedByTrained);
    const incomes = recourse.approved ? [] : recourse.options.flat().filter((change) => change.field === "Income");
    for (const change of incomes) expect(change.to).toBeLessThanOrEqual(6072);
  });

  // 3,000 applicants drawn as the page's Random Data button draws them, seeded.
  it("keeps every option of 3,000 random applicants within the bounds, turning the verdict", () => {
    const random = mulberry32(17);
    let options = 0;
    for (let i = 0; i < 3000; i++) {
      const application = randomApplicant(random);
      const trained = trainedRecourse(application, parameters, cut);
      const scorecard = scorecardRecourse(application);
      expectActionable(application, trained, approvedByTrained);
      expectActionable(application, scorecard, approvedByScorecard);
      for (const recourse of [trained, scorecard]) if (!recourse.approved) options += recourse.options.length;
    }
    expect(options).toBeGreaterThan(1000);
  }, 60_000);
});
