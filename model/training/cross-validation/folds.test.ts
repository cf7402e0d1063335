import { describe, expect, it } from "vitest";

import { stratifiedFolds } from "./folds";

function tally(folds: number[], labels: boolean[], k: number) {
  return Array.from({ length: k }, (_, fold) => ({
    approved: labels.filter((label, i) => label && folds[i] === fold).length,
    refused: labels.filter((label, i) => !label && folds[i] === fold).length,
  }));
}

describe("stratifiedFolds", () => {
  it("gives every fold the same share of each label when the counts divide evenly", () => {
    const labels = [...Array<boolean>(10).fill(true), ...Array<boolean>(5).fill(false)];
    const folds = stratifiedFolds(labels, 5, 1);
    expect(tally(folds, labels, 5)).toEqual(Array(5).fill({ approved: 2, refused: 1 }));
  });

  it("deals the remainder so fold sizes differ by at most one", () => {
    // 7 approved dealt to folds 0,1,2,0,1,2,0; 4 refused continue at fold 1: 1,2,0,1. Sizes 4, 4, 3.
    const labels = [...Array<boolean>(7).fill(true), ...Array<boolean>(4).fill(false)];
    expect(tally(stratifiedFolds(labels, 3, 7), labels, 3)).toEqual([
      { approved: 3, refused: 1 },
      { approved: 2, refused: 2 },
      { approved: 2, refused: 1 },
    ]);
  });

  it("is reproducible from its seed and shuffles within each label", () => {
    const labels = Array.from({ length: 40 }, (_, i) => i % 3 !== 0);
    expect(stratifiedFolds(labels, 5, 42)).toEqual(stratifiedFolds(labels, 5, 42));
    expect(stratifiedFolds(labels, 5, 42)).not.toEqual(stratifiedFolds(labels, 5, 43));
    const folds = stratifiedFolds(labels, 5, 42);
    expect(folds.every((fold) => fold >= 0 && fold < 5)).toBe(true);
    // Not simply dealt in file order: some approved row sits in another fold than its turn would give.
    const turns = labels.flatMap((label, i) => (label ? [i] : [])).map((_, turn) => turn % 5);
    expect(labels.flatMap((label, i) => (label ? [folds[i]] : []))).not.toEqual(turns);
  });

  it("refuses fewer than two folds", () => {
    expect(() => stratifiedFolds([true, false], 1, 0)).toThrow(/at least 2 folds/);
  });
});
