import { describe, expect, it } from "vitest";
import { LOAN_CHOICES } from "./fields";
import type { TrainedParameters } from "./logistic/predict";
import { predictTrained } from "./logistic/predict";
import {
  ACTIONABLE_FIELDS,
  applyChanges,
  findRecourse,
  scorecardRecourse,
  trainedRecourse,
  type Recourse,
  type RecourseOption,
} from "./recourse";
import { LoanApplicationSchema, type LoanApplication } from "./schema";
import { scoreApplication } from "./scorecard";

const BASE: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 3000,
  Married: "No",
  LoanAmount: 300,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Rural",
  Self_Employed: "No",
};

const approvedByScorecard = (application: LoanApplication) => scoreApplication(application).prediction === "Yes";

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

/** The subsets findRecourse may propose, in its order. */
const SETS = [
  ["Credit_History"],
  ["LoanAmount"],
  ["Income"],
  ["Credit_History", "LoanAmount"],
  ["Credit_History", "Income"],
];
/** Grid loans stay ≤ 449: an income above 20 × 449 = 8980 is in the scorecard's top band, so no scan need go further. */
const INCOME_SCAN_END = 9_000;

/**
 * Recourse by brute force: every integer loan below, every integer income above (up to incomeScanEnd), no
 * monotonicity assumed; an option is kept when no option changing a proper subset of its fields works.
 */
function bruteForce(
  application: LoanApplication,
  approves: (application: LoanApplication) => boolean = approvedByScorecard,
  incomeScanEnd = INCOME_SCAN_END,
): Recourse {
  if (approves(application)) return { approved: true };
  const found = SETS.map((set): RecourseOption | null => {
    const changes: RecourseOption = [];
    if (set.includes("Credit_History")) {
      if (application.Credit_History === 1) return null;
      changes.push({ field: "Credit_History", from: 0, to: 1 });
    }
    const base = applyChanges(application, changes);
    if (set.includes("LoanAmount")) {
      for (let loan = application.LoanAmount - 1; loan >= 1; loan--) {
        if (approves({ ...base, LoanAmount: loan }))
          return [...changes, { field: "LoanAmount", from: application.LoanAmount, to: loan }];
      }
      return null;
    }
    if (set.includes("Income")) {
      for (let income = application.Income + 1; income <= incomeScanEnd; income++) {
        if (approves({ ...base, Income: income }))
          return [...changes, { field: "Income", from: application.Income, to: income }];
      }
      return null;
    }
    return approves(base) ? changes : null;
  });
  const minimal = found.filter(
    (option, i) =>
      option !== null &&
      !SETS.some(
        (other, j) =>
          j !== i &&
          found[j] !== null &&
          other.length < (SETS[i]?.length ?? 0) &&
          other.every((field) => SETS[i]?.includes(field)),
      ),
  );
  return { approved: false, options: minimal as RecourseOption[] };
}

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
