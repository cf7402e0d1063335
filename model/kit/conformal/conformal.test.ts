import { describe, expect, it } from "vitest";

import binary from "#tests/fixtures/models/stats/binary.json";
import multiclass from "#tests/fixtures/models/stats/multiclass.json";
import regression from "#tests/fixtures/models/stats/regression.json";

import {
  conformalClassification,
  conformalFor,
  conformalQuantile,
  conformalRegression,
  fewestCalibrationRows,
  predictionInterval,
  predictionSet,
} from "./conformal";
import { conformalSplit } from "./split";

// Expected splits, thresholds and coverages: numpy on the same rows, with the split drawn by the script's own
// mulberry32 and Fisher–Yates (tests/fixtures/models/stats/make_evaluation.py).

describe("conformalSplit", () => {
  it("draws the split the script draws from seed 2033, half to calibrate", () => {
    const split = conformalSplit(400);
    expect(split.seed).toBe(2033);
    expect(split.calibrationShare).toBe(0.5);
    expect(split.calibration).toEqual(binary.expected.conformal.calibration);
    expect(split.evaluation).toHaveLength(200);
    expect(new Set([...split.calibration, ...split.evaluation]).size).toBe(400);
  });

  it("rounds the calibration part down and refuses a share outside (0, 1)", () => {
    expect(conformalSplit(31).calibration).toHaveLength(15);
    expect(() => conformalSplit(10, { calibrationShare: 1 })).toThrow(/share/);
  });
});

describe("conformalQuantile", () => {
  it("takes the ⌈(n + 1)(1 − α)⌉-th smallest score", () => {
    // n = 9, level 0.9: ⌈10 × 0.9⌉ = 9 → the largest; n = 19: ⌈18⌉ = 18th of 19.
    const nine = [0.5, 0.1, 0.9, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];
    expect(conformalQuantile(nine, 0.9)).toBe(0.9);
    const nineteen = Array.from({ length: 19 }, (_, i) => i + 1);
    expect(conformalQuantile(nineteen, 0.9)).toBe(18);
  });

  it("is infinite with too few rows for the level: every class, the whole line", () => {
    expect(fewestCalibrationRows(0.9)).toBe(9);
    expect(fewestCalibrationRows(0.95)).toBe(19);
    expect(conformalQuantile([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8], 0.9)).toBe(Number.POSITIVE_INFINITY);
    expect(predictionSet([0.2, 0.5, 0.3], null)).toEqual([0, 1, 2]);
    expect(predictionInterval(3, null)).toEqual({ low: -Infinity, high: Infinity });
  });
});

describe("conformalClassification", () => {
  it("calibrates a binary model's sets and measures their coverage on the other half", () => {
    const values = new Float64Array(binary.probability.flatMap((p) => [1 - p, p]));
    const summary = conformalClassification(values, 2, binary.label, conformalSplit(400));
    const want = binary.expected.conformal;
    expect(summary.threshold).toBeCloseTo(want.threshold, 14);
    expect(summary.coverage.count).toBe(want.coverage.count);
    expect(summary.coverage.of).toBe(200);
    expect(summary.coverage.low).toBeCloseTo(want.coverage.low, 12);
    expect(summary.meanSetSize).toBeCloseTo(want.meanSetSize, 14);
    expect(summary.emptySets).toBeCloseTo(want.emptySets, 14);
    expect(summary).toMatchObject({ method: "split conformal", level: 0.9, seed: 2033, calibrationRows: 200 });
    expect(summary.expectedAtMost).toBeCloseTo(0.9 + 1 / 201, 14);
  });

  it("calibrates a multiclass model's sets", () => {
    const summary = conformalClassification(
      Float64Array.from(multiclass.probabilities),
      3,
      multiclass.label,
      conformalSplit(300),
    );
    const want = multiclass.expected.conformal;
    expect(summary.threshold).toBeCloseTo(want.threshold, 14);
    expect(summary.coverage.count).toBe(want.coverage.count);
    expect(summary.meanSetSize).toBeCloseTo(want.meanSetSize, 14);
  });

  it("keeps a class whose score equals the threshold", () => {
    expect(predictionSet([0.25, 0.75], 0.75)).toEqual([0, 1]);
    expect(predictionSet([0.25, 0.75], 0.5)).toEqual([1]);
  });
});

describe("conformalRegression", () => {
  it("calibrates |y − ŷ| and measures the intervals' coverage", () => {
    const summary = conformalRegression(regression.predicted, regression.actual, conformalSplit(300));
    const want = regression.expected.conformal;
    expect(summary.threshold).toBeCloseTo(want.threshold, 14);
    expect(summary.width).toBeCloseTo(2 * want.threshold, 14);
    expect(summary.coverage.count).toBe(want.coverage.count);
    expect(predictionInterval(10, 2)).toEqual({ low: 8, high: 12 });
  });

  it("covers everything with an infinite threshold", () => {
    const split = conformalSplit(12);
    const summary = conformalRegression(
      new Array(12).fill(0),
      Array.from({ length: 12 }, (_, i) => i),
      split,
      0.95,
    );
    expect(summary.threshold).toBeNull();
    expect(summary.width).toBeNull();
    expect(summary.coverage.rate).toBe(1);
  });
});

describe("conformalFor", () => {
  it("calibrates sets for a classifier's output and intervals for a regressor's", () => {
    const values = new Float64Array(binary.probability.flatMap((p) => [1 - p, p]));
    const sets = conformalFor(
      { kind: "probabilities", classes: [0, 1], values },
      { task: "binary", column: "y", classes: [0, 1], labels: Int32Array.from(binary.label) },
      conformalSplit(400),
    );
    expect(sets.threshold).toBeCloseTo(binary.expected.conformal.threshold, 14);
    const intervals = conformalFor(
      { kind: "values", values: Float64Array.from(regression.predicted) },
      { task: "regression", column: "y", values: Float64Array.from(regression.actual) },
      conformalSplit(300),
    );
    expect(intervals.threshold).toBeCloseTo(regression.expected.conformal.threshold, 14);
    expect(() =>
      conformalFor(
        { kind: "values", values: values },
        { task: "binary", column: "y", classes: [0, 1], labels: new Int32Array(2) },
        conformalSplit(2),
      ),
    ).toThrow(/probabilities/);
  });
});
