import { describe, expect, it } from "vitest";

import { classificationMetrics, confusionMatrix } from "./confusion-matrix";

describe("confusionMatrix and classificationMetrics", () => {
  it("counts each outcome in its cell", () => {
    const t = true;
    const f = false;
    const outcomes = [
      { predicted: t, actual: t },
      { predicted: t, actual: f },
      { predicted: f, actual: f },
      { predicted: f, actual: f },
      { predicted: f, actual: t },
    ];
    expect(confusionMatrix(outcomes)).toEqual({ truePositive: 1, falsePositive: 1, trueNegative: 2, falseNegative: 1 });
  });

  it("reports 0 for a ratio with nothing to divide by", () => {
    const none = { truePositive: 0, falsePositive: 0, trueNegative: 3, falseNegative: 1 };
    expect(classificationMetrics(none)).toEqual({ accuracy: 0.75, precision: 0, recall: 0 });
  });
});
