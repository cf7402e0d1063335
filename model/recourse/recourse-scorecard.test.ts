import { describe, expect, it } from "vitest";

import { BASE, approvedByScorecard, bruteForce } from "#tests/support/loan/recourse-search";

import type { DataRanges } from "../card/model-card";
import { LOAN_CHOICES } from "../fields";
import { LoanApplicationSchema, type LoanApplication } from "../schema";
import { scoreApplication } from "../scorecard/scorecard";
import { ACTIONABLE_FIELDS, applyChanges, scorecardRecourse } from "./recourse";

/** The dataset's highest ApplicantIncome and smallest LoanAmount (checked with Python's csv module). */
const DATA: DataRanges = { maxIncome: 81_000, minLoanAmount: 9 };
const CREDIT = { field: "Credit_History", from: 0, to: 1 } as const;

/** 40 for a good credit history plus the income-to-loan band and nothing else: 50 needs income / loan > 10. */
const BARE = { ...BASE, Age: 70, Education: "Not Graduate", Self_Employed: "Yes", Credit_History: 1 } as const;

describe("scorecardRecourse, worked by hand", () => {
  it("offers a good credit history alone when it is enough", () => {
    // 0 (credit) + 5 (3000 / 300 = 10: the > 5 band) + 10 + 0 + 5 + 0 + 5 = 25; with credit 65.
    expect(scorecardRecourse(BASE, DATA)).toEqual({
      approved: false,
      bounds: { ...DATA, incomeMultiple: 2, incomeAtMost: 6000, loanAmountAtLeast: 9 },
      options: [[CREDIT]],
    });
  });

  it("offers the largest loan and the smallest income that reach 50 points, the smaller relative change first", () => {
    // Credit 1, not a graduate, Rural, self-employed: 40 + ratio + 0 + 0 + 5 + 0 + 0 = 45 + ratio, needs 5 points:
    // income / loan > 5. Income 3000: a loan of at most 599 (3000 / 600 = 5 is not above 5), 101 / 700 = 14.4 % less.
    // Loan 700: an income of at least 3501, 501 / 3000 = 16.7 % more.
    const application = {
      ...BASE,
      Credit_History: 1,
      Education: "Not Graduate",
      Self_Employed: "Yes",
      LoanAmount: 700,
    } as const;
    expect(scoreApplication(application).score).toBe(45);
    const recourse = scorecardRecourse(application, DATA);
    expect(recourse.approved || recourse.options).toEqual([
      [{ field: "LoanAmount", from: 700, to: 599 }],
      [{ field: "Income", from: 3000, to: 3501 }],
    ]);
    // Loan 620: a loan of at most 599, 21 / 620 = 3.39 % less; an income of at least 3101, 101 / 3000 = 3.37 % more.
    const closer = scorecardRecourse({ ...application, LoanAmount: 620 }, DATA);
    expect(closer.approved || closer.options).toEqual([
      [{ field: "Income", from: 3000, to: 3101 }],
      [{ field: "LoanAmount", from: 620, to: 599 }],
    ]);
  });

  it("combines a good credit history with an amount when neither alone is enough, credit history last", () => {
    // Credit 0 and BARE otherwise: the ratio alone gives at most 25. With credit, 40 + ratio needs the > 10 band:
    // income 3000 needs a loan of at most 299 (57.3 % less), or loan 700 an income of at least 7001, above
    // 2 × 3000: no such option.
    const application = { ...BARE, Credit_History: 0, LoanAmount: 700 } as const;
    const recourse = scorecardRecourse(application, DATA);
    expect(recourse.approved || recourse.options).toEqual([[CREDIT, { field: "LoanAmount", from: 700, to: 299 }]]);
  });

  it("combines a smaller loan with a higher income when neither alone is enough", () => {
    // BARE with income 50, loan 20: 50 / loan > 10 needs a loan under 5 (below the data's smallest, 9); 50 → I
    // with I / 20 > 10 needs I ≥ 201 (above 2 × 50). Together, I > 10 L with L ≥ 9 and I ≤ 100: only L = 9,
    // I from 91. Effort max(11 / 20, 41 / 50) = 0.82, the least income 91, then the largest loan with it, 9.
    const application = { ...BARE, Income: 50, LoanAmount: 20 } as const;
    const combined = [
      { field: "LoanAmount", from: 20, to: 9 },
      { field: "Income", from: 50, to: 91 },
    ];
    const recourse = scorecardRecourse(application, DATA);
    expect(recourse.approved || recourse.options).toEqual([combined]);
    // Without a credit history the same pair, with a good credit history too.
    const poor = scorecardRecourse({ ...application, Credit_History: 0 }, DATA);
    expect(poor.approved || poor.options).toEqual([[CREDIT, ...combined]]);
  });

  it("offers nothing when nothing within the bounds turns the verdict", () => {
    // Income 40: at most 80 with loan at least 9: 80 / 9 = 8.9, never above 10.
    const recourse = scorecardRecourse({ ...BARE, Income: 40, LoanAmount: 20 }, DATA);
    expect(recourse).toMatchObject({ approved: false, options: [] });
  });

  it("suggests no income above the data's highest, even below twice the applicant's", () => {
    // 60,000 / 10,000 = 6: the > 10 band needs a loan of at most 5,999 or an income above 100,000 > 81,000.
    const recourse = scorecardRecourse({ ...BARE, Income: 60_000, LoanAmount: 10_000 }, DATA);
    expect(recourse).toMatchObject({ bounds: { incomeAtMost: 81_000 } });
    expect(recourse.approved || recourse.options).toEqual([[{ field: "LoanAmount", from: 10_000, to: 5_999 }]]);
  });

  it("says so when the application is already approved", () => {
    expect(scorecardRecourse({ ...BASE, Credit_History: 1 }, DATA)).toEqual({ approved: true });
  });
});

/**
 * Every choice of the scored fields (age fixed at 70, 0 points: its 5 points add nothing that not being
 * self-employed does not), and amounts around the bands and bounds. Small enough to scan every loan and
 * income pair, large enough that every kind of option occurs.
 */
function* grid(): Generator<LoanApplication> {
  for (const Married of LOAN_CHOICES.Married)
    for (const Education of LOAN_CHOICES.Education)
      for (const Property_Area of LOAN_CHOICES.Property_Area)
        for (const Self_Employed of LOAN_CHOICES.Self_Employed)
          for (const Credit_History of [0, 1] as const)
            for (const Income of [0, 1, 50, 150, 999, 3001])
              for (const LoanAmount of [0, 1, 5, 9, 10, 20, 100, 210])
                yield {
                  ...BASE,
                  Age: 70,
                  Income,
                  Married,
                  LoanAmount,
                  Credit_History,
                  Education,
                  Property_Area,
                  Self_Employed,
                };
}

describe("scorecardRecourse against brute force", () => {
  // Two bounds: the data's, and a tighter made-up pair where the highest income binds below twice the applicant's.
  it.each([DATA, { maxIncome: 4_000, minLoanAmount: 30 }])(
    "matches an exhaustive search on every application of the grid, every option valid (%o)",
    (ranges) => {
      const kinds = new Set<string>();
      let withoutOptions = 0;
      for (const application of grid()) {
        const recourse = scorecardRecourse(application, ranges);
        expect(recourse, JSON.stringify(application)).toEqual(bruteForce(application, approvedByScorecard, ranges));
        if (recourse.approved) continue;
        if (recourse.options.length === 0) withoutOptions++;
        for (const option of recourse.options) {
          kinds.add(option.map((change) => change.field).join("+"));
          const changed = applyChanges(application, option);
          expect(approvedByScorecard(changed)).toBe(true);
          expect(LoanApplicationSchema.safeParse(changed).success).toBe(true);
          if (changed.Income !== application.Income)
            expect(changed.Income).toBeLessThanOrEqual(Math.min(2 * application.Income, ranges.maxIncome));
          if (changed.LoanAmount !== application.LoanAmount)
            expect(changed.LoanAmount).toBeGreaterThanOrEqual(ranges.minLoanAmount);
          for (const field of Object.keys(application) as (keyof LoanApplication)[]) {
            if (!(ACTIONABLE_FIELDS as readonly string[]).includes(field))
              expect(changed[field]).toBe(application[field]);
          }
        }
      }
      // Every kind of option occurs, and so does a rejection with nothing within the bounds.
      expect([...kinds].sort()).toEqual([
        "Credit_History",
        "Credit_History+Income",
        "Credit_History+LoanAmount",
        "Credit_History+LoanAmount+Income",
        "Income",
        "LoanAmount",
        "LoanAmount+Income",
      ]);
      expect(withoutOptions).toBeGreaterThan(0);
    },
    120_000,
  );
});
