import { describe, expect, it } from "vitest";

import { resampledIndices, resampleWeights } from "./resample";

describe("resampleWeights", () => {
  it("draws the same rows as a port of mulberry32 in Python", () => {
    // Python: r = mulberry32(1); five draws of int(r() * 5) per resample, counted: [1, 0, 1, 1, 2], [0, 1, 1, 2, 1].
    expect(resampleWeights(5, 2, 1).map((weights) => [...weights])).toEqual([
      [1, 0, 1, 1, 2],
      [0, 1, 1, 2, 1],
    ]);
  });

  it("draws as many rows as there are, each resample its own", () => {
    const resamples = resampleWeights(50, 20, 3);
    for (const weights of resamples) expect(weights.reduce((sum, w) => sum + w, 0)).toBe(50);
    expect(new Set(resamples.map((weights) => weights.join())).size).toBe(20);
  });

  it("lists a resample's rows as often as they were drawn", () => {
    expect(resampledIndices(Uint16Array.from([1, 0, 1, 1, 2]))).toEqual([0, 2, 3, 4, 4]);
  });
});
