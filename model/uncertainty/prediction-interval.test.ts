import { describe, expect, it } from "vitest";

import type { BootstrapRefits } from "../card/refits";
import { EXAMPLE_APPLICATION } from "../example-application";
import { sigmoid } from "../sigmoid";
import { scorecardInterval, trainedInterval } from "./prediction-interval";

// Four refits on two features, log1p(Income) and the credit history; log-odds chosen so the probabilities at
// Income e − 1 (log1p = 1) and credit history 1 are σ(−1), σ(0), σ(1), σ(2).
const REFITS: BootstrapRefits = {
  method: "",
  resamples: 4,
  seed: 0,
  level: 0.9,
  trained: {
    features: [
      { field: "Income", kind: "log1p" },
      { field: "Credit_History", kind: "value" },
    ],
    coefficients: [
      [-2, 0.5, 0.5],
      [0, 1, -1],
      [1, -0.5, 0.5],
      [0, 1, 1],
    ],
  },
  scorecard: {
    coefficients: [
      [-1, 0.02],
      [-2, 0.04],
      [0, 0],
      [-3, 0.05],
    ],
  },
};

describe("trainedInterval", () => {
  it("takes the 5th and 95th percentiles of the refits' probabilities, as numpy does", () => {
    // Sorted σ(−1), σ(0), σ(1), σ(2): positions 0.15 and 2.85.
    const [a, b, c, d] = [-1, 0, 1, 2].map(sigmoid) as [number, number, number, number];
    const low = a + 0.15 * (b - a);
    const high = c + 0.85 * (d - c);
    const interval = trainedInterval({ ...EXAMPLE_APPLICATION, Income: Math.E - 1, Credit_History: 1 }, REFITS);
    expect(interval.level).toBe(0.9);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });
});

describe("scorecardInterval", () => {
  it("reads each refit of the calibration at the score, and keeps each score's interval", () => {
    // At 50 points: σ(0), σ(0), σ(0), σ(−0.5), so the interval runs from between σ(−0.5) and σ(0) to σ(0).
    const interval = scorecardInterval(50, REFITS);
    expect(interval.low).toBeCloseTo(sigmoid(-0.5) + 0.15 * (0.5 - sigmoid(-0.5)), 4);
    expect(interval.high).toBe(0.5);
    expect(scorecardInterval(50, REFITS)).toBe(interval);
  });
});
