/** Metrics of the positive class, approved (Loan_Status "Y"), rounded to 4 decimals. */
export type ClassificationMetrics = {
  accuracy: number;
  precision: number;
  recall: number;
};

export type ConfusionMatrix = {
  truePositive: number;
  falsePositive: number;
  trueNegative: number;
  falseNegative: number;
};

type Outcome = { predicted: boolean; actual: boolean };

export function confusionMatrix(outcomes: readonly Outcome[]): ConfusionMatrix {
  const count = (predicted: boolean, actual: boolean) =>
    outcomes.filter((outcome) => outcome.predicted === predicted && outcome.actual === actual).length;
  return {
    truePositive: count(true, true),
    falsePositive: count(true, false),
    trueNegative: count(false, false),
    falseNegative: count(false, true),
  };
}
