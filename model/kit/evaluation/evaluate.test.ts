import { describe, expect, it } from "vitest";

import binary from "#tests/fixtures/models/stats/binary.json";
import multiclass from "#tests/fixtures/models/stats/multiclass.json";
import regression from "#tests/fixtures/models/stats/regression.json";

import { evaluateModel, FEW_ROWS } from "./evaluate";

// Every expected value here was computed by scikit-learn on the same rows and the same bootstrap resamples
// (tests/fixtures/models/stats/make_evaluation.py).
const BOOTSTRAP = { resamples: 300, seed: 7 };

function expectEstimate(
  actual: { value: number; low: number; high: number; resamples: number },
  expected: typeof actual,
) {
  expect(actual.value).toBeCloseTo(expected.value, 12);
  expect(actual.low).toBeCloseTo(expected.low, 12);
  expect(actual.high).toBeCloseTo(expected.high, 12);
  expect(actual.resamples).toBe(expected.resamples);
}

describe("evaluateModel: binary", () => {
  const probability = Float64Array.from(binary.probability);
  const values = new Float64Array(probability.length * 2);
  probability.forEach((p, i) => {
    values[2 * i] = 1 - p;
    values[2 * i + 1] = p;
  });
  const evaluation = evaluateModel(
    { kind: "probabilities", classes: [0, 1], values },
    { task: "binary", column: "y", classes: [0, 1], labels: Int32Array.from(binary.label) },
    { ...BOOTSTRAP, fairness: [{ attribute: "group", values: binary.group }] },
  );
  if (evaluation.task !== "binary") throw new Error("Expected a binary evaluation.");
  const { expected } = binary;

  it("gives AUC, average precision and Brier with scikit-learn's values and bootstrap intervals", () => {
    expectEstimate(evaluation.auc, { ...expected.auc });
    expectEstimate(evaluation.averagePrecision, expected.averagePrecision);
    expectEstimate(evaluation.brier, expected.brier);
    expect(evaluation.positiveClass).toBe(1);
  });

  it("states its rows and how its intervals were drawn", () => {
    expect(evaluation.rows).toBe(400);
    expect(evaluation.fewRows).toBe(false);
    expect(evaluation.bootstrap).toEqual({
      method: "row bootstrap, percentile interval",
      resamples: 300,
      seed: 7,
      level: 0.95,
    });
  });

  it("counts the confusion matrix at the cut, with Wilson intervals as scipy's", () => {
    const { atCut } = evaluation;
    expect(atCut.cut).toBe(0.5);
    expect(atCut.matrix).toEqual(expected.atCut.matrix);
    for (const key of ["accuracy", "tpr", "fpr", "precision"] as const) {
      const want = expected.atCut[key];
      expect(atCut[key]).toMatchObject({ count: want.count, of: want.of });
      expect(atCut[key]!.low).toBeCloseTo(want.low, 12);
      expect(atCut[key]!.high).toBeCloseTo(want.high, 12);
    }
  });

  it("lists the threshold table, refusing everyone included, as scikit-learn's confusion_matrix at p ≥ cut", () => {
    expect(evaluation.thresholds.rows).toEqual(expected.thresholds);
    expect(evaluation.thresholds.refuseAll).toEqual(expected.refuseAll);
    // Two rows have a probability of exactly 1: cut 1 still calls them positive, refusing everyone does not.
    expect(evaluation.thresholds.rows.at(-1)!.truePositive + evaluation.thresholds.rows.at(-1)!.falsePositive).toBe(2);
  });

  it("gives each cost ratio's least-cost choice and the Bayes cut's cost, never above calling everyone one way", () => {
    expect(evaluation.costs).toHaveLength(expected.costs.length);
    evaluation.costs.forEach((row, k) => {
      const want = expected.costs[k]!;
      expect(row.ratio).toBe(want.ratio);
      expect(row.leastCost.cut).toBe(want.leastCut);
      expect(row.leastCost.cost).toBeCloseTo(want.leastCost, 12);
      expect(row.bayes.cut).toBeCloseTo(want.bayesCut, 15);
      expect(row.bayes.cost).toBeCloseTo(want.bayesCost, 12);
      expect(row.bayesWorseThanEveryone).toBe(want.bayesWorse);
      expect(row.leastCost.cost).toBeLessThanOrEqual(Math.min(row.approveAllCost, row.refuseAllCost));
    });
  });

  it("reports each group's rates and the gaps with their bootstrap intervals", () => {
    const [report] = evaluation.fairness;
    expect(report!.attribute).toBe("group");
    expect(report!.groups.map((group) => group.group)).toEqual(expected.fairness.groups.map((group) => group.group));
    report!.groups.forEach((group, g) => {
      const want = expected.fairness.groups[g]!;
      for (const key of ["tpr", "fpr"] as const) {
        expect(group[key]).toMatchObject({ count: want[key].count, of: want[key].of });
        expect(group[key]!.low).toBeCloseTo(want[key].low, 12);
        expect(group[key]!.high).toBeCloseTo(want[key].high, 12);
      }
    });
    expectEstimate(report!.tprGap!, expected.fairness.tprGap);
    expectEstimate(report!.fprGap!, expected.fairness.fprGap);
  });
});

describe("evaluateModel: regression", () => {
  const evaluation = evaluateModel(
    { kind: "values", values: Float64Array.from(regression.predicted) },
    { task: "regression", column: "y", values: Float64Array.from(regression.actual) },
    BOOTSTRAP,
  );
  if (evaluation.task !== "regression") throw new Error("Expected a regression evaluation.");

  it("gives MAE, RMSE and R² with scikit-learn's values and bootstrap intervals", () => {
    expectEstimate(evaluation.mae, regression.expected.mae);
    expectEstimate(evaluation.rmse, regression.expected.rmse);
    expectEstimate(evaluation.r2, regression.expected.r2);
  });

  it("keeps every residual of a small file, in the predictions' order", () => {
    expect(evaluation.residuals).toHaveLength(300);
    const i = regression.predicted.indexOf(Math.min(...regression.predicted));
    expect(evaluation.residuals[0]).toEqual({
      predicted: regression.predicted[i],
      residual: regression.actual[i]! - regression.predicted[i]!,
    });
  });
});

describe("evaluateModel: multiclass", () => {
  const evaluation = evaluateModel(
    { kind: "probabilities", classes: [0, 1, 2], values: Float64Array.from(multiclass.probabilities) },
    { task: "multiclass", column: "y", classes: [0, 1, 2], labels: Int32Array.from(multiclass.label) },
    BOOTSTRAP,
  );
  if (evaluation.task !== "multiclass") throw new Error("Expected a multiclass evaluation.");

  it("gives accuracy, log loss and macro one-vs-rest AUC as scikit-learn does", () => {
    expect(evaluation.accuracy.count).toBe(multiclass.expected.accuracy.count);
    expect(evaluation.accuracy.low).toBeCloseTo(multiclass.expected.accuracy.low, 12);
    expectEstimate(evaluation.logLoss, multiclass.expected.logLoss);
    expectEstimate(evaluation.macroAuc, multiclass.expected.macroAuc);
    expect(evaluation.aucClasses).toBe(3);
  });
});

describe("evaluateModel: checks", () => {
  it(`flags fewer than ${FEW_ROWS} rows`, () => {
    const values = Float64Array.from({ length: 40 }, (_, i) => i);
    const evaluation = evaluateModel(
      { kind: "values", values },
      { task: "regression", column: "y", values },
      { resamples: 20 },
    );
    expect(evaluation.fewRows).toBe(true);
  });

  it("refuses outputs whose classes are not the target's", () => {
    expect(() =>
      evaluateModel(
        { kind: "probabilities", classes: [1, 0], values: new Float64Array(4) },
        { task: "binary", column: "y", classes: [0, 1], labels: Int32Array.from([0, 1]) },
      ),
    ).toThrow(/classes \(1, 0\) are not the target's \(0, 1\)/);
  });
});
