import { describe, expect, it } from "vitest";

import { brierScore, reliabilityTable } from "./probability";

describe("brierScore", () => {
  it("is the mean squared error of the probabilities", () => {
    // (0.2² + 0.3² + 0.5²) / 3 = 0.38 / 3.
    expect(brierScore([0.8, 0.3, 0.5], [true, false, true])).toBeCloseTo(0.38 / 3, 12);
    expect(brierScore([1, 0], [true, false])).toBe(0);
  });

  it("needs a prediction", () => {
    expect(() => brierScore([], [])).toThrow();
  });
});

describe("reliabilityTable", () => {
  it("groups predictions in tenths and leaves empty bins out; 1 falls in the last bin", () => {
    const table = reliabilityTable([0.05, 0.15, 0.12, 0.95, 1], [false, true, false, true, true]);
    expect(table).toEqual([
      { from: 0, to: 0.1, rows: 1, meanPredicted: 0.05, observedRate: 0 },
      { from: 0.1, to: 0.2, rows: 2, meanPredicted: expect.closeTo(0.135, 12), observedRate: 0.5 },
      { from: 0.9, to: 1, rows: 2, meanPredicted: 0.975, observedRate: 1 },
    ]);
  });

  it("refuses a value outside [0, 1]", () => {
    expect(() => reliabilityTable([1.5], [true])).toThrow(/\[0, 1\]/);
    expect(() => reliabilityTable([-0.1], [true])).toThrow(/\[0, 1\]/);
  });
});
