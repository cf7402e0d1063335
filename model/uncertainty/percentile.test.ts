import { describe, expect, it } from "vitest";

import { percentileInterval, quantileOfSorted } from "./percentile";

describe("quantileOfSorted and percentileInterval", () => {
  it("interpolate between ranks as numpy's default percentile does", () => {
    // numpy.percentile([0.2, 0.5, 0.9, 0.4], [5, 95]) = 0.23, 0.84: positions 0.15 and 2.85 of 0.2, 0.4, 0.5, 0.9.
    expect(percentileInterval([0.2, 0.5, 0.9, 0.4], 0.9).low).toBeCloseTo(0.23, 12);
    expect(percentileInterval([0.2, 0.5, 0.9, 0.4], 0.9).high).toBeCloseTo(0.84, 12);
    expect(quantileOfSorted([1, 2, 3], 0.5)).toBe(2);
    expect(quantileOfSorted([1, 2, 3], 0)).toBe(1);
    expect(quantileOfSorted([1, 2, 3], 1)).toBe(3);
  });

  it("refuses no values", () => {
    expect(() => quantileOfSorted([], 0.5)).toThrow();
  });
});
