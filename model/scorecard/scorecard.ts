import type { RuleId } from "../api-contract";
import type { LoanApplication, Prediction } from "../schema";

/**
 * The hand-written scorecard's rules as data: what scoreApplication computes with, and what its version hashes
 * (model/identity/versions.ts), so a changed point changes the version. They are the demo's original rules,
 * written by hand, not learnt from the data.
 */
export const SCORECARD_RULES = {
  creditHistory: 40,
  /** Income / LoanAmount: the first band whose `above` the ratio exceeds gives its points; none gives 0. */
  incomeToLoan: [
    { above: 20, points: 25 },
    { above: 10, points: 15 },
    { above: 5, points: 5 },
  ],
  graduate: 10,
  married: 10,
  age: { from: 25, to: 60, points: 5 },
  propertyArea: { Urban: 5, Semiurban: 3, Rural: 0 },
  notSelfEmployed: 5,
  /** Approved from this many points (of 100). */
  threshold: 50,
} as const;

/** Approved when the score reaches this many points (of 100). */
export const APPROVAL_THRESHOLD = SCORECARD_RULES.threshold;

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
  return SCORECARD_RULES.incomeToLoan.find((band) => ratio > band.above)?.points ?? 0;
}

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
 * The hand-written loan scorecard, rule for rule (SCORECARD_RULES):
 * 40 × Credit_History; income-to-loan ratio bands 25/15/5/0; Graduate 10; Married 10;
 * Age 25–60 inclusive 5; Urban 5, Semiurban 3, Rural 0; not self-employed 5.
 * Approved ("Yes") when the score is 50 or more. Returns each rule's points so the decision can be explained.
 */
export function scoreApplication(application: LoanApplication): ScoreResult {
  const rules = SCORECARD_RULES;
  const { age } = rules;
  const contributions: Contribution[] = [
    {
      rule: "credit_history",
      label: "Credit history",
      points: rules.creditHistory * application.Credit_History,
      maxPoints: rules.creditHistory,
    },
    {
      rule: "income_to_loan",
      label: "Income to loan ratio",
      points: incomeToLoanPoints(application.Income, application.LoanAmount),
      maxPoints: rules.incomeToLoan[0].points,
    },
    {
      rule: "education",
      label: "Education",
      points: application.Education === "Graduate" ? rules.graduate : 0,
      maxPoints: rules.graduate,
    },
    {
      rule: "married",
      label: "Marital status",
      points: application.Married === "Yes" ? rules.married : 0,
      maxPoints: rules.married,
    },
    {
      rule: "age",
      label: "Age",
      points: application.Age >= age.from && application.Age <= age.to ? age.points : 0,
      maxPoints: age.points,
    },
    {
      rule: "property_area",
      label: "Property area",
      points: rules.propertyArea[application.Property_Area],
      maxPoints: rules.propertyArea.Urban,
    },
    {
      rule: "self_employed",
      label: "Employment type",
      points: application.Self_Employed === "No" ? rules.notSelfEmployed : 0,
      maxPoints: rules.notSelfEmployed,
    },
  ];
  const score = contributions.reduce((sum, contribution) => sum + contribution.points, 0);
  return { score, prediction: score >= APPROVAL_THRESHOLD ? "Yes" : "No", contributions };
}
