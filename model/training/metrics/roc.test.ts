import { describe, expect, it } from "vitest";

import { downsampleCurve, rocAuc, rocCurve } from "./roc";

const T = true;
const F = false;

describe("rocAuc", () => {
  it("counts the approved-over-refused pairs ranked right", () => {
    // Approved 0.9, 0.7; refused 0.8, 0.6: pairs (0.9,0.8) (0.9,0.6) (0.7,0.6) right, (0.7,0.8) wrong → 3/4.
    expect(rocAuc([0.9, 0.8, 0.7, 0.6], [T, F, T, F])).toBe(0.75);
  });

  it("counts a tie as one half", () => {
    // Approved 1, 0; refused 1, 0: ½ + 1 + 0 + ½ over 4 pairs.
    expect(rocAuc([1, 1, 0, 0], [T, F, T, F])).toBe(0.5);
    expect(rocAuc([5, 5, 5], [T, F, F])).toBe(0.5);
  });

  it("is 1 for a perfect ranking and 0 for a reversed one", () => {
    expect(rocAuc([3, 2, 1], [T, T, F])).toBe(1);
    expect(rocAuc([1, 2, 3], [T, T, F])).toBe(0);
  });

  it("needs both labels", () => {
    expect(() => rocAuc([1, 2], [T, T])).toThrow(/both/);
  });
});

describe("rocCurve", () => {
  it("walks down the scores from (0, 0) to (1, 1)", () => {
    expect(rocCurve([0.9, 0.8, 0.7, 0.6], [T, F, T, F])).toEqual([
      { fpr: 0, tpr: 0 },
      { fpr: 0, tpr: 0.5 },
      { fpr: 0.5, tpr: 0.5 },
      { fpr: 0.5, tpr: 1 },
      { fpr: 1, tpr: 1 },
    ]);
  });

  it("gives tied rows one vertex, a diagonal step", () => {
    expect(rocCurve([1, 1, 0, 0], [T, F, T, F])).toEqual([
      { fpr: 0, tpr: 0 },
      { fpr: 0.5, tpr: 0.5 },
      { fpr: 1, tpr: 1 },
    ]);
  });
});

describe("downsampleCurve", () => {
  it("keeps the ends and every vertex at least one step from the last kept", () => {
    const points = [
      { fpr: 0, tpr: 0 },
      { fpr: 0.001, tpr: 0.002 },
      { fpr: 0.005, tpr: 0.02 },
      { fpr: 0.02, tpr: 0.02 },
      { fpr: 0.021, tpr: 0.021 },
      { fpr: 1, tpr: 1 },
    ];
    expect(downsampleCurve(points, 0.01)).toEqual([
      { fpr: 0, tpr: 0 },
      { fpr: 0.005, tpr: 0.02 },
      { fpr: 0.02, tpr: 0.02 },
      { fpr: 1, tpr: 1 },
    ]);
  });
});
