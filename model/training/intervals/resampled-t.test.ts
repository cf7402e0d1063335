import { describe, expect, it } from "vitest";

import { correctedResampledInterval, studentTCentralProbability, studentTQuantile } from "./resampled-t";

describe("studentTQuantile", () => {
  // Expected values: scipy 1.17.1, stats.t.ppf(0.975, df) and stats.t.ppf(0.95, 99), computed outside this code.
  it.each([
    [1, 12.706204736174694],
    [2, 4.302652729749462],
    [3, 3.1824463052837078],
    [4, 2.7764451051977934],
    [5, 2.5705818356363146],
    [10, 2.228138851986274],
    [19, 2.0930240544083087],
    [99, 1.9842169515864174],
  ])("gives the two-sided 95 %% quantile for %i degrees of freedom", (df, expected) => {
    expect(studentTQuantile(0.95, df)).toBeCloseTo(expected, 9);
  });

  it("gives other confidence levels", () => {
    expect(studentTQuantile(0.9, 99)).toBeCloseTo(1.6603911560169906, 9);
  });

  it("has the closed forms' simplest cases right", () => {
    // df = 1 is the Cauchy distribution: P(|T| ≤ 1) = 2·atan(1)/π = 1/2. df = 2: t / √(2 + t²), so t = 2 gives 2/√6.
    expect(studentTCentralProbability(1, 1)).toBeCloseTo(0.5, 12);
    expect(studentTCentralProbability(2, 2)).toBeCloseTo(2 / Math.sqrt(6), 12);
    expect(() => studentTQuantile(0.95, 2.5)).toThrow(/integer/);
    expect(() => studentTQuantile(1, 5)).toThrow(/between/);
  });
});

describe("correctedResampledInterval", () => {
  it("widens the t interval by (1/J + n_test/n_train)", () => {
    // Six splits, n_test/n_train = 1/4 (5-fold). By hand: mean = 4.38 / 6 = 0.73; deviations −0.02, 0.01, −0.04,
    // 0.04, −0.01, 0.02, squares sum to 42e-4, s² = 42e-4 / 5 = 8.4e-4; (1/6 + 1/4) · s² = 5/12 · 8.4e-4 = 3.5e-4,
    // √ = 0.0187083; × t(5) 2.5705818 = 0.0480912. numpy and scipy give 0.6819088174 and 0.7780911826.
    const interval = correctedResampledInterval([0.71, 0.74, 0.69, 0.77, 0.72, 0.75], 0.25);
    expect(interval.mean).toBeCloseTo(0.73, 12);
    expect(interval.low).toBeCloseTo(0.6819088174319222, 9);
    expect(interval.high).toBeCloseTo(0.7780911825680777, 9);
  });

  it("collapses to the mean when every split agrees, and needs two splits", () => {
    expect(correctedResampledInterval([0.5, 0.5, 0.5], 0.25)).toEqual({ mean: 0.5, low: 0.5, high: 0.5 });
    expect(() => correctedResampledInterval([0.5], 0.25)).toThrow(/two splits/);
  });
});
