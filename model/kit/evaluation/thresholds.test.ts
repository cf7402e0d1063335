import { describe, expect, it } from "vitest";

import { bayesCut, costOf, costRows, leastCostCut, thresholdTable } from "./thresholds";

describe("cost cuts", () => {
  // Four rows all given 0.9, of which one is positive: a model far too sure of itself.
  const probability = [0.9, 0.9, 0.9, 0.9];
  const positive = [1, 0, 0, 0];
  const table = thresholdTable(probability, positive);

  it("puts the Bayes cut at r / (1 + r)", () => {
    expect(bayesCut(1)).toBe(0.5);
    expect(bayesCut(4)).toBe(0.8);
  });

  it("costs a false positive r false negatives, per row", () => {
    expect(costOf({ truePositive: 1, falsePositive: 3, trueNegative: 0, falseNegative: 0 }, 2, 4)).toBe(1.5);
  });

  it("flags a Bayes cut dearer than refusing everyone, and offers the cheapest choice nearest it", () => {
    const [row] = costRows(probability, positive, table, [1]);
    // Bayes cut 0.5 calls all four positive: 3 false positives, 3/4. Refusing all misses the one positive: 1/4.
    expect(row!.bayes.cost).toBe(0.75);
    expect(row!.refuseAllCost).toBe(0.25);
    expect(row!.approveAllCost).toBe(0.75);
    expect(row!.bayesWorseThanEveryone).toBe(true);
    // Every cut above 0.9 refuses all four too; 0.91 is the one nearest 0.5.
    expect(row!.leastCost).toEqual({ cut: 0.91, cost: 0.25 });
  });

  it("refuses everyone when that alone is cheapest, even past cut 1", () => {
    // A probability of exactly 1 on a negative row: cut 1 still calls it positive.
    const sure = thresholdTable([1, 0.2], [0, 1]);
    expect(leastCostCut(sure, 10)).toEqual({ cut: "refuse-all", cost: 0.5 });
  });
});
