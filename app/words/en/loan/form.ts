/**
 * The words of the loan form and of both models' verdicts: the demo page shows them, and so does a note that
 * embeds one applicant's verdict (features/loan-predict/embed/). Apart from demo.ts, so that such a note
 * loads these and not the whole page's. Figures are never typed here; they are passed in where a sentence
 * needs them.
 */
import type { RuleId } from "#model/api-contract";
import type { LoanApplication } from "#model/schema";

export const loanForm = {
  title: "Loan Application Details",
  description: "Fill in the details or generate random data to test the model",
  placeholder: "Select…",
  labels: {
    Gender: "Gender",
    Age: "Age (years)",
    Income: "Monthly income",
    Married: "Married",
    LoanAmount: "Loan amount (thousands)",
    Credit_History: "Credit history",
    Education: "Education",
    Property_Area: "Property area",
    Self_Employed: "Self-employed",
  } satisfies Record<keyof LoanApplication, string>,
  creditHistoryOptions: [
    { value: 1, label: "1 = Good" },
    { value: 0, label: "0 = Poor" },
  ],
  randomButton: "Random Data",
  predictButton: "Predict",
  predictingButton: "Predicting...",
} as const;

export const loanResult = {
  title: "Prediction Result",
  placeholder: "Fill the form and click Predict to see the AI model's decision",
  approved: { verdict: "Approved", summary: "Loan likely to be approved" },
  rejected: { verdict: "Rejected", summary: "Loan likely to be rejected" },
  /**
   * Above both verdicts: which one the page leads with and why. `trainedBetter`: the trained model's held-out
   * accuracy is the higher.
   */
  lead: (scorecardAccuracy: string, trainedAccuracy: string, trainedBetter: boolean) =>
    `The verdict in colour is the hand-written scorecard's: the demo's rules define it. The trained model's follows it. Out of sample, the scorecard's verdicts matched the lender's decisions ${scorecardAccuracy} of the time and the trained model's ${trainedAccuracy}${trainedBetter ? ", so where the two disagree, the trained model's is the better guide" : ""}.`,
  /** Beside the scorecard's verdict when its calibrated probability says the opposite. */
  probabilityDisagrees: {
    approved: (threshold: number, probability: string) =>
      `The rules approve (${threshold} points or more), but the lender approved only about ${probability} of past applicants with this score: fewer than half.`,
    rejected: (threshold: number, probability: string) =>
      `The rules refuse (under ${threshold} points), but the lender approved about ${probability} of past applicants with this score: more than half.`,
  },
  score: (score: number, max: number) => `Score: ${score} / ${max}`,
  threshold: (threshold: number) => `Approved from ${threshold} points`,
  probability: "Approval probability",
  sourceApi: (ms: number) => `Computed by the live API in ${ms} ms`,
  sourceBrowser: "Computed in your browser (API offline)",
  sourceRateLimited: "Computed in your browser: the API's rate limit was reached",
  explanation: "How the score was built",
  reasons: "What cost the most points",
  /** The scorecard's rules by their id in the API's answer (which names them in English for programs). */
  ruleLabels: {
    credit_history: "Credit history",
    income_to_loan: "Income to loan ratio",
    education: "Education",
    married: "Marital status",
    age: "Age",
    property_area: "Property area",
    self_employed: "Employment type",
  } satisfies Record<RuleId, string>,
  reasonLine: (label: string, points: number, maxPoints: number) =>
    `${label}: ${points} of ${maxPoints} points (−${maxPoints - points})`,
  trained: {
    title: "Trained model (logistic regression)",
    probability: "Approval probability",
    cut: (cut: string) => `Approved from ${cut}, a default cut, not a decision`,
    /** In place of a verdict where the application lies outside the data the model learnt from. */
    abstained: "Outside the data: no verdict",
    abstainedNote:
      "Its probability is shown for the record, but it is an extrapolation: the model learnt from no applicant like this one.",
    announcement: (verdict: string, probability: string) => `Trained model: ${verdict}, probability ${probability}`,
  },
  agreement: {
    bothApprove: "The two models agree: both approve this application.",
    bothReject: "The two models agree: both reject this application.",
    onlyScorecard: "The two models disagree: the scorecard approves, the trained model rejects.",
    onlyTrained: "The two models disagree: the trained model approves, the scorecard rejects.",
    trainedAbstains:
      "The trained model gives no verdict: this application lies outside the data it learnt from. The scorecard's rules still decide, with the same warning.",
  },
};
