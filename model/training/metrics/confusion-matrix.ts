import type { ConfusionMatrix } from "../../card/figures";

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
