import { describe, expect, it } from "vitest";

import { resampleWeights as trainingResamples } from "#model/training/intervals/resample";

import { bootstrapEstimates, intervalOver, resampleWeights } from "./intervals";

describe("resampleWeights", () => {
  it("draws the resamples the loan model's bootstrap draws from the same seed", () => {
    const original = trainingResamples(50, 3, 2026).map((weights) => Array.from(weights));
    // The generator reuses one buffer: each resample is copied as it comes.
    expect(Array.from(resampleWeights(50, 3, 2026), (weights) => Array.from(weights))).toEqual(original);
  });
});

describe("intervalOver and bootstrapEstimates", () => {
  it("leave out the resamples where a figure is undefined, and count the rest", () => {
    expect(intervalOver(1, [Number.NaN, 1, 2, 3, Number.NaN])).toMatchObject({ value: 1, resamples: 3 });
    expect(intervalOver(1, [Number.NaN])).toMatchObject({ resamples: 0 });
  });

  it("compute a figure on the rows with every weight 1", () => {
    const { total } = bootstrapEstimates(
      5,
      { total: (weights) => Array.from(weights).reduce((a, b) => a + b, 0) },
      { resamples: 10 },
    );
    // Every resample draws 5 rows, so its weights sum to 5 as well.
    expect(total).toEqual({ value: 5, low: 5, high: 5, resamples: 10 });
  });
});
