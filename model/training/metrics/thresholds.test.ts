import { describe, expect, it } from "vitest";

import { accuracyOf, bestCut, gridTable, matrixAt, PROBABILITY_CUTS, SCORE_CUTS, thresholdTable } from "./thresholds";

const T = true;
const F = false;

describe("matrixAt and thresholdTable", () => {
  it("approves every row scoring at least the cut", () => {
    // Cut 50 approves 50, 60, 90: TP 50 and 90, FP 60; 10 is a true negative.
    expect(matrixAt([10, 50, 60, 90], [F, T, F, T], 50)).toEqual({
      truePositive: 2,
      falsePositive: 1,
      trueNegative: 1,
      falseNegative: 0,
    });
    expect(thresholdTable([10, 50, 60, 90], [F, T, F, T], [0, 100])).toEqual([
      { cut: 0, truePositive: 2, falsePositive: 2, trueNegative: 0, falseNegative: 0 },
      { cut: 100, truePositive: 0, falsePositive: 0, trueNegative: 2, falseNegative: 2 },
    ]);
  });

  it("lists the cuts the card uses", () => {
    expect(SCORE_CUTS).toHaveLength(102);
    expect(SCORE_CUTS.slice(-2)).toEqual([100, 101]);
    expect(PROBABILITY_CUTS).toHaveLength(102);
    expect(PROBABILITY_CUTS.slice(0, 3)).toEqual([0, 0.01, 0.02]);
    expect(PROBABILITY_CUTS[29]).toBe(0.29);
    expect(PROBABILITY_CUTS.slice(-2)).toEqual([1, 1.01]);
  });

  it("names the grid's ends: everyone approved at its first cut, no one at its last", () => {
    const rows = gridTable([0, 55, 100], [F, T, T], SCORE_CUTS);
    expect(rows[0]).toEqual({
      cut: 0,
      everyone: "approved",
      truePositive: 2,
      falsePositive: 1,
      trueNegative: 0,
      falseNegative: 0,
    });
    expect(rows.at(-1)).toEqual({
      cut: 101,
      everyone: "refused",
      truePositive: 0,
      falsePositive: 0,
      trueNegative: 1,
      falseNegative: 2,
    });
    expect(rows.at(-2)).toEqual({ cut: 100, truePositive: 1, falsePositive: 0, trueNegative: 1, falseNegative: 1 });
    expect(rows.filter((row) => row.everyone)).toHaveLength(2);
  });

  it("measures accuracy from a matrix", () => {
    expect(accuracyOf({ truePositive: 3, falsePositive: 1, trueNegative: 4, falseNegative: 2 })).toBe(0.7);
  });
});

describe("bestCut", () => {
  const folds = [
    { scores: [10, 60], labels: [F, T] },
    { scores: [40, 70], labels: [F, T] },
  ];

  it("takes the cut with the best accuracy averaged over the folds", () => {
    // Cut 0: ½, ½; 20: 1, ½; 50: 1, 1; 65: ½, 1; 80: ½, ½.
    expect(bestCut(folds, [0, 20, 50, 65, 80], 0)).toEqual({ cut: 50, accuracy: 1 });
  });

  it("breaks ties towards the preferred cut, then the lower cut", () => {
    expect(bestCut(folds, [45, 50, 55], 54)).toEqual({ cut: 55, accuracy: 1 });
    expect(bestCut(folds, [45, 50, 55], 52.5)).toEqual({ cut: 50, accuracy: 1 });
  });
});
