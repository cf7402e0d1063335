import { describe, expect, it } from "vitest";

import { BASE, bruteForce } from "#tests/support/loan/recourse-search";

import type { DataRanges } from "../card/model-card";
import type { LoanApplication } from "../schema";
import type { TrainedParameters } from "../trained/regression";
import { predictTrained } from "../trained/regression";
import { findRecourse, trainedRecourse } from "./recourse";

/**
 * A logistic model simple enough to solve by hand: log-odds 2·(log10((Income + 1) / (LoanAmount + 1)) − 1.5 + Credit_History),
 * approved at probability 0.5, i.e. when (Income + 1) / (LoanAmount + 1) ≥ 10^(1.5 − Credit_History): √10 ≈ 3.1623
 * with a good credit history, √1000 ≈ 31.623 without.
 */
const HAND_MODEL: TrainedParameters = {
  fields: ["Income", "LoanAmount", "Credit_History"],
  intercept: 0,
  columns: [
    {
      feature: "log1p(Income)",
      field: "Income",
      kind: "log1p",
      center: Math.log(1000),
      scale: Math.log(10),
      weight: 2,
    },
    {
      feature: "log1p(LoanAmount)",
      field: "LoanAmount",
      kind: "log1p",
      center: Math.log(100),
      scale: Math.log(10),
      weight: -2,
    },
    { feature: "Credit_History", field: "Credit_History", kind: "value", center: 0.5, scale: 1, weight: 2 },
  ],
};
const approvedByHandModel = (application: LoanApplication) =>
  predictTrained(application, HAND_MODEL, 0.5).prediction === "Yes";

/** The dataset's highest ApplicantIncome and smallest LoanAmount (checked with Python's csv module). */
const DATA: DataRanges = { maxIncome: 81_000, minLoanAmount: 9 };
const CREDIT = { field: "Credit_History", from: 0, to: 1 } as const;

const optionsOf = (application: LoanApplication) => {
  const recourse = trainedRecourse(application, HAND_MODEL, 0.5, DATA);
  return recourse.approved ? "approved" : recourse.options;
};

describe("trainedRecourse", () => {
  it("solves hand-worked cases, within the bounds, quick changes first", () => {
    // 1000 / 100 = 10 < 31.62. Credit alone: 10 ≥ 3.16. Loan + 1 ≤ 1000 / 31.62 = 31.6 → 30 (69 / 99 less).
    // Income + 1 ≥ 100 × 31.62 = 3162.3 → 3162, above 2 × 999: not offered.
    expect(optionsOf({ ...BASE, Income: 999, LoanAmount: 99 })).toEqual([
      [{ field: "LoanAmount", from: 99, to: 30 }],
      [CREDIT],
    ]);
    // Credit 1, 1000 / 500 = 2 < 3.162: loan + 1 ≤ 1000 / √10 = 316.2 → 315 (36.9 % less); income + 1 ≥ 500 √10
    // = 1581.1 → 1581 (58.3 % more).
    expect(optionsOf({ ...BASE, Income: 999, LoanAmount: 499, Credit_History: 1 })).toEqual([
      [{ field: "LoanAmount", from: 499, to: 315 }],
      [{ field: "Income", from: 999, to: 1581 }],
    ]);
    // Credit 0: credit alone gives 2 < 3.162; loan + 1 ≤ 1000 / 31.62 → 30; income alone 15811 > 1998. With
    // credit, the loan is covered by the loan alone; the income needs 1581.
    expect(optionsOf({ ...BASE, Income: 999, LoanAmount: 499 })).toEqual([
      [{ field: "LoanAmount", from: 499, to: 30 }],
      [CREDIT, { field: "Income", from: 999, to: 1581 }],
    ]);
  });

  it("combines a smaller loan with a higher income at the least effort", () => {
    // Credit 0, income 300, loan 20: the loan alone needs loan + 1 ≤ 301 / 31.623 = 9.5, so 8, below the data's
    // smallest (9); the income alone 21 × 31.623 − 1 = 663.1 → 664, above 2 × 300. Together, the least income
    // per loan: 9 → 316 (effort max(11/20, 16/300) = 0.55), 10 → 347 (0.5), 11 → 379 (0.45), 12 → 411
    // (13 × 31.623 = 411.1; max(0.4, 0.37) = 0.4), 13 → 442 (0.473), and larger loans need more. Least effort 0.4,
    // the least income at it 411, the largest loan with 411 is 12.
    expect(optionsOf({ ...BASE, Income: 300, LoanAmount: 20 })).toEqual([
      [
        { field: "LoanAmount", from: 20, to: 12 },
        { field: "Income", from: 300, to: 411 },
      ],
      [CREDIT],
    ]);
  });

  it("matches brute force on a grid of applications and bounds", () => {
    for (const ranges of [DATA, { maxIncome: 1_200, minLoanAmount: 15 }])
      for (const Credit_History of [0, 1] as const)
        for (const Income of [0, 99, 300, 999, 4999])
          for (const LoanAmount of [1, 9, 20, 99, 499]) {
            const application = { ...BASE, Credit_History, Income, LoanAmount };
            expect(trainedRecourse(application, HAND_MODEL, 0.5, ranges), JSON.stringify(application)).toEqual(
              bruteForce(application, approvedByHandModel, ranges),
            );
          }
  }, 60_000);

  it("offers nothing in a direction the weights do not reward", () => {
    // Income lowers the log-odds here, so only the loan or the credit history can help.
    const perverse: TrainedParameters = {
      ...HAND_MODEL,
      columns: HAND_MODEL.columns.map((column) => (column.field === "Income" ? { ...column, weight: -2 } : column)),
    };
    const recourse = findRecourse(
      { ...BASE, Income: 999, LoanAmount: 499, Credit_History: 1 },
      (application) => predictTrained(application, perverse, 0.5).prediction === "Yes",
      DATA,
    );
    expect(recourse.approved).toBe(false);
    if (!recourse.approved) expect(recourse.options.flat().some((change) => change.field === "Income")).toBe(false);
  });
});
