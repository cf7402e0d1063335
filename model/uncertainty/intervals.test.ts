import { describe, expect, it } from "vitest";

import { containsZero, wilson } from "./intervals";

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

describe("containsZero", () => {
  it("tells apart intervals that straddle 0 from those that do not", () => {
    expect(containsZero({ low: -0.002, high: 0.022 })).toBe(true);
    expect(containsZero({ low: 0, high: 0 })).toBe(true);
    expect(containsZero({ low: 0.004, high: 0.036 })).toBe(false);
    expect(containsZero({ low: -0.03, high: -0.01 })).toBe(false);
  });
});
