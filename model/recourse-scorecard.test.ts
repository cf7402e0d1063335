import { describe, expect, it } from "vitest";

import { BASE, approvedByScorecard, bruteForce } from "../tests/support/recourse-search";
import { LOAN_CHOICES } from "./fields";
import { ACTIONABLE_FIELDS, applyChanges, scorecardRecourse } from "./recourse";
import { LoanApplicationSchema, type LoanApplication } from "./schema";
import { scoreApplication } from "./scorecard";

describe("scorecardRecourse, worked by hand", () => {
  it("offers a good credit history alone when it is enough", () => {
    // 0 (credit) + 5 (3000 / 300 = 10: the > 5 band) + 10 + 0 + 5 + 0 + 5 = 25; with credit 65.
    expect(scorecardRecourse(BASE)).toEqual({
      approved: false,
      options: [[{ field: "Credit_History", from: 0, to: 1 }]],
    });
  });

  it("offers the largest loan and the smallest income that reach 50 points", () => {
    // Credit 1, not a graduate, Rural, self-employed: 40 + ratio + 0 + 0 + 5 + 0 + 0 = 45 + ratio, needs 5 points:
    // income / loan > 5. Income 3000: a loan of at most 599 (3000 / 600 = 5 is not above 5). Loan 700: income 3501.
    const application = {
      ...BASE,
      Credit_History: 1,
      Education: "Not Graduate",
      Self_Employed: "Yes",
      LoanAmount: 700,
    } as const;
    expect(scoreApplication(application).score).toBe(45);
    expect(scorecardRecourse(application)).toEqual({
      approved: false,
      options: [[{ field: "LoanAmount", from: 700, to: 599 }], [{ field: "Income", from: 3000, to: 3501 }]],
    });
  });

  it("combines a good credit history with an amount when neither alone is enough", () => {
    // Credit 0, not a graduate, unmarried, Rural, self-employed, age 70: 0 + ratio, at most 25. With credit, 40 + ratio
    // needs 10 points, the > 10 band: income 3000 needs a loan of at most 299, or loan 700 an income of at least 7001.
    const application = {
      ...BASE,
      Age: 70,
      Education: "Not Graduate",
      Self_Employed: "Yes",
      LoanAmount: 700,
    } as const;
    expect(scorecardRecourse(application)).toEqual({
      approved: false,
      options: [
        [
          { field: "Credit_History", from: 0, to: 1 },
          { field: "LoanAmount", from: 700, to: 299 },
        ],
        [
          { field: "Credit_History", from: 0, to: 1 },
          { field: "Income", from: 3000, to: 7001 },
        ],
      ],
    });
  });

  it("says so when the application is already approved", () => {
    expect(scorecardRecourse({ ...BASE, Credit_History: 1 })).toEqual({ approved: true });
  });
});

function* grid(): Generator<LoanApplication> {
  for (const Gender of LOAN_CHOICES.Gender)
    for (const Married of LOAN_CHOICES.Married)
      for (const Education of LOAN_CHOICES.Education)
        for (const Property_Area of LOAN_CHOICES.Property_Area)
          for (const Self_Employed of LOAN_CHOICES.Self_Employed)
            for (const Age of [24, 35])
              for (const Credit_History of [0, 1] as const)
                for (const Income of [0, 1, 999, 2000, 3001, 5400, 8999])
                  for (const LoanAmount of [0, 1, 37, 100, 210, 449])
                    yield {
                      Gender,
                      Age,
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
  // 8,064 applications, each with a scan of every loan below and every income above: seconds, not milliseconds.
  it("matches an exhaustive search on every application of the grid, and every option is valid", () => {
    let rejected = 0;
    let withOptions = 0;
    const kinds = new Set<string>();
    for (const application of grid()) {
      const recourse = scorecardRecourse(application);
      expect(recourse, JSON.stringify(application)).toEqual(bruteForce(application));
      if (recourse.approved) continue;
      rejected++;
      if (recourse.options.length > 0) withOptions++;
      for (const option of recourse.options) {
        kinds.add(option.map((change) => change.field).join("+"));
        const changed = applyChanges(application, option);
        expect(approvedByScorecard(changed)).toBe(true);
        expect(LoanApplicationSchema.safeParse(changed).success).toBe(true);
        for (const field of Object.keys(application) as (keyof LoanApplication)[]) {
          if (!(ACTIONABLE_FIELDS as readonly string[]).includes(field))
            expect(changed[field]).toBe(application[field]);
        }
      }
    }
    // A good credit history and a high enough income always reach 50 (40 + 25), so every rejection has a way out.
    expect(rejected).toBeGreaterThan(1000);
    expect(withOptions).toBe(rejected);
    expect([...kinds].sort()).toEqual([
      "Credit_History",
      "Credit_History+Income",
      "Credit_History+LoanAmount",
      "Income",
      "LoanAmount",
    ]);
  }, 60_000);
});
