/**
 * The scorecard's seven rules and applicants whose points were worked out by hand, rule by rule, from the
 * scorecard's rules (server/api/predict.test.ts checks the API's answers against them).
 */
import type { LoanApplication } from "#model/schema";

export const APPROVED: LoanApplication = {
  Gender: "Female",
  Age: 40,
  Income: 9000,
  Married: "Yes",
  LoanAmount: 100,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

export const SCORECARD_RULES = [
  { rule: "credit_history", label: "Credit history", maxPoints: 40 },
  { rule: "income_to_loan", label: "Income to loan ratio", maxPoints: 25 },
  { rule: "education", label: "Education", maxPoints: 10 },
  { rule: "married", label: "Marital status", maxPoints: 10 },
  { rule: "age", label: "Age", maxPoints: 5 },
  { rule: "property_area", label: "Property area", maxPoints: 5 },
  { rule: "self_employed", label: "Employment type", maxPoints: 5 },
] as const;

// Each applicant's points, rule by rule in the order above, worked out by hand.
export const SCORED_APPLICANTS: [string, LoanApplication, points: number[]][] = [
  // 9000 / 100 = 90, above 20.
  ["a strong applicant", APPROVED, [40, 25, 10, 10, 5, 5, 5]],
  ["no credit history", { ...APPROVED, Credit_History: 0 }, [0, 25, 10, 10, 5, 5, 5]],
  // 2000 / 400 = 5, not above 5.
  [
    "a small income for the loan",
    { ...APPROVED, Income: 2000, LoanAmount: 400, Education: "Not Graduate" },
    [40, 0, 0, 10, 5, 5, 5],
  ],
  // 5400 / 0 = Infinity, above 20.
  ["a zero loan amount (ratio Infinity)", { ...APPROVED, LoanAmount: 0, Credit_History: 0 }, [0, 25, 10, 10, 5, 5, 5]],
  // 0 / 0 = NaN, above nothing.
  ["zero income and zero loan (ratio NaN)", { ...APPROVED, Income: 0, LoanAmount: 0 }, [40, 0, 10, 10, 5, 5, 5]],
  [
    "the age bounds",
    { ...APPROVED, Age: 61, Property_Area: "Semiurban", Self_Employed: "Yes" },
    [40, 25, 10, 10, 0, 3, 0],
  ],
  [
    "a weak applicant",
    {
      ...APPROVED,
      Age: 25,
      Income: 2000,
      LoanAmount: 400,
      Credit_History: 0,
      Education: "Not Graduate",
      Married: "No",
      Property_Area: "Rural",
    },
    [0, 0, 0, 0, 5, 0, 5],
  ],
];
