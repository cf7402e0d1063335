import { describe, expect, it } from "vitest";

import { BASE, bruteForce } from "../tests/support/recourse-search";
import type { TrainedParameters } from "./logistic/predict";
import { predictTrained } from "./logistic/predict";
import { findRecourse, trainedRecourse } from "./recourse";
import type { LoanApplication } from "./schema";

/**
 * A logistic model simple enough to solve by hand: log-odds 2·(log10((Income + 1) / (LoanAmount + 1)) − 1.5 + Credit_History),
 * approved at probability 0.5, i.e. when (Income + 1) / (LoanAmount + 1) ≥ 10^(1.5 − Credit_History): √10 with a good
 * credit history, √1000 ≈ 31.62 without.
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

describe("trainedRecourse", () => {
  it("solves hand-worked cases", () => {
    // 1000 / 100 = 10 < 31.62. Each change alone is enough: with credit 10 ≥ 3.16; loan + 1 ≤ 1000 / 31.62 = 31.6 → 30;
    // income + 1 ≥ 100 × 31.62 = 3162.3 → 3162.
    expect(trainedRecourse({ ...BASE, Income: 999, LoanAmount: 99 }, HAND_MODEL, 0.5)).toEqual({
      approved: false,
      options: [
        [{ field: "Credit_History", from: 0, to: 1 }],
        [{ field: "LoanAmount", from: 99, to: 30 }],
        [{ field: "Income", from: 999, to: 3162 }],
      ],
    });
    // Credit 1, 1000 / 500 = 2 < 3.162: loan + 1 ≤ 1000 / √10 = 316.2 → 315; income + 1 ≥ 500 √10 = 1581.1 → 1581.
    expect(trainedRecourse({ ...BASE, Income: 999, LoanAmount: 499, Credit_History: 1 }, HAND_MODEL, 0.5)).toEqual({
      approved: false,
      options: [[{ field: "LoanAmount", from: 499, to: 315 }], [{ field: "Income", from: 999, to: 1581 }]],
    });
    // Credit 0: credit alone gives 2 < 3.162; loan + 1 ≤ 1000 / 31.62 → 30; income + 1 ≥ 500 × 31.62 = 15811.4 → 15811.
    expect(trainedRecourse({ ...BASE, Income: 999, LoanAmount: 499 }, HAND_MODEL, 0.5)).toEqual({
      approved: false,
      options: [[{ field: "LoanAmount", from: 499, to: 30 }], [{ field: "Income", from: 999, to: 15811 }]],
    });
  });

  it("matches brute force on a grid of applications", () => {
    for (const Credit_History of [0, 1] as const)
      for (const Income of [0, 99, 999, 4999])
        for (const LoanAmount of [1, 9, 99, 499]) {
          const application = { ...BASE, Credit_History, Income, LoanAmount };
          expect(trainedRecourse(application, HAND_MODEL, 0.5), JSON.stringify(application)).toEqual(
            bruteForce(application, approvedByHandModel, 16_000),
          );
        }
  });

  it("offers nothing in a direction the weights do not reward", () => {
    // Income lowers the log-odds here, so only the loan or the credit history can help.
    const perverse: TrainedParameters = {
      ...HAND_MODEL,
      columns: HAND_MODEL.columns.map((column) => (column.field === "Income" ? { ...column, weight: -2 } : column)),
    };
    const recourse = findRecourse(
      { ...BASE, Income: 999, LoanAmount: 499, Credit_History: 1 },
      (application) => predictTrained(application, perverse, 0.5).prediction === "Yes",
    );
    expect(recourse.approved).toBe(false);
    if (!recourse.approved) expect(recourse.options.flat().some((change) => change.field === "Income")).toBe(false);
  });
});
