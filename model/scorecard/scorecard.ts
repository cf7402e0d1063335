import type { RuleId } from "../api-contract";
import type { LoanApplication, Prediction } from "../schema";

/** Identifies the scorecard's rules, in both the API's answer and the page's explanation. */
export const MODEL_VERSION = "scorecard-1.0.0";

/** Approved when the score reaches this many points (of 100). */
export const APPROVAL_THRESHOLD = 50;

export type Contribution = {
  rule: RuleId;
  label: string;
  points: number;
  /** The most this rule can give, so a reader sees what was missed. */
  maxPoints: number;
};

export type ScoreResult = {
  score: number;
  prediction: Prediction;
  contributions: Contribution[];
};

/**
 * Income / LoanAmount bands. The spec does not guard a zero loan amount, and neither do we:
 * a positive income over 0 is Infinity (above 20, 25 points) and 0 / 0 is NaN (no band, 0 points).
 */
function incomeToLoanPoints(income: number, loanAmount: number): number {
  const ratio = income / loanAmount;
  if (ratio > 20) return 25;
  if (ratio > 10) return 15;
  if (ratio > 5) return 5;
  return 0;
}

const AREA_POINTS = { Urban: 5, Semiurban: 3, Rural: 0 } as const;

/**
 * The application fields the rules below read: every one but Gender. Kept beside the rules so a new rule updates
 * it; the page's law section says from it which model reads which field, and a test checks it against the rules.
 */
export const SCORECARD_FIELDS = [
  "Credit_History",
  "Income",
  "LoanAmount",
  "Education",
  "Married",
  "Age",
  "Property_Area",
  "Self_Employed",
] as const satisfies readonly (keyof LoanApplication)[];

/**
 * The loan scorecard of the product specification (section 9), rule for rule:
 * 40 × Credit_History; income-to-loan ratio bands 25/15/5/0; Graduate 10; Married 10;
 * Age 25–60 inclusive 5; Urban 5, Semiurban 3, Rural 0; not self-employed 5.
 * Approved ("Yes") when the score is 50 or more. Returns each rule's points so the decision can be explained.
 */
export function scoreApplication(application: LoanApplication): ScoreResult {
  const contributions: Contribution[] = [
    { rule: "credit_history", label: "Credit history", points: 40 * application.Credit_History, maxPoints: 40 },
    {
      rule: "income_to_loan",
      label: "Income to loan ratio",
      points: incomeToLoanPoints(application.Income, application.LoanAmount),
      maxPoints: 25,
    },
    { rule: "education", label: "Education", points: application.Education === "Graduate" ? 10 : 0, maxPoints: 10 },
    { rule: "married", label: "Marital status", points: application.Married === "Yes" ? 10 : 0, maxPoints: 10 },
    { rule: "age", label: "Age", points: application.Age >= 25 && application.Age <= 60 ? 5 : 0, maxPoints: 5 },
    { rule: "property_area", label: "Property area", points: AREA_POINTS[application.Property_Area], maxPoints: 5 },
    {
      rule: "self_employed",
      label: "Employment type",
      points: application.Self_Employed === "No" ? 5 : 0,
      maxPoints: 5,
    },
  ];
  const score = contributions.reduce((sum, contribution) => sum + contribution.points, 0);
  return { score, prediction: score >= APPROVAL_THRESHOLD ? "Yes" : "No", contributions };
}
