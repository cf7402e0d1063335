import { describe, expect, it } from "vitest";

import { MAX_RESIDUAL_POINTS, regressionFigures } from "./regression";

describe("regressionFigures: residuals", () => {
  it(`keeps ${MAX_RESIDUAL_POINTS} evenly spaced along the predictions of a larger file, both ends' first included`, () => {
    // Predictions 999 … 0 (descending), actual = predicted + 1: every residual is 1.
    const predicted = Array.from({ length: 1000 }, (_, i) => 999 - i);
    const actual = predicted.map((value) => value + 1);
    const { residuals } = regressionFigures(predicted, actual, { resamples: 10 });
    expect(residuals).toHaveLength(500);
    // Every other row in ascending order of the prediction: 0, 2, 4, … 998.
    expect(residuals.slice(0, 3)).toEqual([
      { predicted: 0, residual: 1 },
      { predicted: 2, residual: 1 },
      { predicted: 4, residual: 1 },
    ]);
    expect(residuals.at(-1)).toEqual({ predicted: 998, residual: 1 });
  });

  it("gives R² as scikit-learn does for a constant target: 1 if exact, else 0", () => {
    expect(regressionFigures([2, 2, 2], [2, 2, 2], { resamples: 5 }).r2.value).toBe(1);
    expect(regressionFigures([1, 2, 3], [2, 2, 2], { resamples: 5 }).r2.value).toBe(0);
  });
});
