import { describe, expect, it } from "vitest";

import { newcombeDifference, wilson } from "./proportions";

// Expected values: Newcombe's published examples (Statistics in Medicine 1998, vol. 17: the single-proportion
// paper's 81/263, and Table II of the difference paper, method 10), which agree to every printed digit with
// scipy 1.17 (scipy.stats.binomtest(x, n).proportion_ci(method="wilson"), and method 10's formula on those).

describe("wilson", () => {
  it.each([
    // count, of, low, high
    [81, 263, 0.255289, 0.36621], // Newcombe: 0.2553 to 0.3662
    [15, 148, 0.062386, 0.160487],
    [1, 29, 0.006113, 0.171755],
    [3, 4, 0.300642, 0.954413],
  ])("gives %i of %i the score interval", (count, of, low, high) => {
    const interval = wilson(count, of);
    expect(interval.rate).toBe(count / of);
    expect(interval.low).toBeCloseTo(low, 6);
    expect(interval.high).toBeCloseTo(high, 6);
  });

  it("keeps a bound at 0 or 1 when every trial fails or succeeds, and the other one inside", () => {
    expect(wilson(0, 20)).toMatchObject({ low: 0, rate: 0 });
    expect(wilson(0, 20).high).toBeCloseTo(0.161125, 6);
    expect(wilson(29, 29)).toMatchObject({ high: 1, rate: 1 });
    expect(wilson(29, 29).low).toBeCloseTo(0.88303, 6);
  });

  it("refuses an empty group or an impossible count", () => {
    expect(() => wilson(0, 0)).toThrow(/0 in 0/);
    expect(() => wilson(5, 4)).toThrow();
    expect(() => wilson(1.5, 4)).toThrow();
  });
});

describe("newcombeDifference", () => {
  it.each([
    // Table II of Newcombe 1998, method 10, to the 4 decimals printed there.
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [0, 10, 0, 10, -0.2775, 0.2775],
    [10, 10, 0, 20, 0.6791, 1],
    [10, 10, 0, 10, 0.6075, 1],
  ])("gives %i/%i − %i/%i the hybrid score interval", (x1, n1, x2, n2, low, high) => {
    const gap = newcombeDifference(wilson(x1, n1), wilson(x2, n2));
    expect(gap.difference).toBeCloseTo(x1 / n1 - x2 / n2, 12);
    expect(gap.low).toBeCloseTo(low, 4);
    expect(gap.high).toBeCloseTo(high, 4);
  });

  it("turns round when the groups swap", () => {
    const forward = newcombeDifference(wilson(56, 70), wilson(48, 80));
    const back = newcombeDifference(wilson(48, 80), wilson(56, 70));
    expect(back.low).toBeCloseTo(-forward.high, 12);
    expect(back.high).toBeCloseTo(-forward.low, 12);
  });
});
