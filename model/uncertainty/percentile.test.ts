import { describe, expect, it } from "vitest";

import { median, percentileInterval, quantileOfSorted } from "./percentile";

describe("quantileOfSorted and percentileInterval", () => {
  it("interpolate between ranks as numpy's default percentile does", () => {
    // numpy.percentile([0.2, 0.5, 0.9, 0.4], [5, 95]) = 0.23, 0.84: positions 0.15 and 2.85 of 0.2, 0.4, 0.5, 0.9.
    expect(percentileInterval([0.2, 0.5, 0.9, 0.4], 0.9).low).toBeCloseTo(0.23, 12);
    expect(percentileInterval([0.2, 0.5, 0.9, 0.4], 0.9).high).toBeCloseTo(0.84, 12);
    expect(quantileOfSorted([1, 2, 3], 0.5)).toBe(2);
    expect(quantileOfSorted([1, 2, 3], 0)).toBe(1);
    expect(quantileOfSorted([1, 2, 3], 1)).toBe(3);
  });

  it('take the upper of the two nearest ranks as numpy\'s method="higher" does', () => {
    // numpy.percentile([1, 2, 3, 4], [5, 95], method="higher") = 2, 4; of [0.2, 0.4, 0.5, 0.9]: 0.4, 0.9.
    expect(quantileOfSorted([1, 2, 3, 4], 0.05, "higher")).toBe(2);
    expect(quantileOfSorted([1, 2, 3, 4], 0.95, "higher")).toBe(4);
    expect(quantileOfSorted([0.2, 0.4, 0.5, 0.9], 0.05, "higher")).toBe(0.4);
    expect(quantileOfSorted([1, 2, 3], 0.5, "higher")).toBe(2);
    expect(quantileOfSorted([1, 2, 3], 1, "higher")).toBe(3);
  });

  it("refuses no values", () => {
    expect(() => quantileOfSorted([], 0.5)).toThrow();
    expect(() => median([])).toThrow("A quantile needs at least one value.");
  });
});

describe("median", () => {
  it("sorts a copy, and of an even count takes the middle two's mean, or the upper one", () => {
    // numpy.median([4, 1, 3, 2]) = 2.5; numpy.percentile([4, 1, 3, 2], 50, method="higher") = 3; of [5, 1, 3]: 3.
    const values = [4, 1, 3, 2];
    expect(median(values)).toBe(2.5);
    expect(median(values, "higher")).toBe(3);
    expect(values).toEqual([4, 1, 3, 2]);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([5, 1, 3], "higher")).toBe(3);
    // Numbers, not text: 10 sorts after 9.
    expect(median([10, 9, 1])).toBe(9);
    expect(median([7])).toBe(7);
  });
});
