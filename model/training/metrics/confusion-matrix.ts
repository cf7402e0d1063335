import type { ClassificationMetrics, ConfusionMatrix } from "../../card/figures";
import { round } from "../round";

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

/**
 * Accuracy, precision and recall of the positive class (approved), rounded to 4 decimals.
 * A ratio with nothing to divide by (no positive predictions, or no positive rows) is reported as 0.
 */
export function classificationMetrics(matrix: ConfusionMatrix): ClassificationMetrics {
  const { truePositive: tp, falsePositive: fp, trueNegative: tn, falseNegative: fn } = matrix;
  const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : round(numerator / denominator));
  return { accuracy: ratio(tp + tn, tp + fp + tn + fn), precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
}
