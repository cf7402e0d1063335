import { describe, expect, it } from "vitest";

import { forestEnsemble } from "#tests/fixtures/models/stats/forest-ensemble";
import forest from "#tests/fixtures/models/stats/forest.json";
import binaryExpected from "#tests/fixtures/models/xgboost-binary/expected.json";
import binaryModel from "#tests/fixtures/models/xgboost-binary/model.json";

import { treeMargins } from "../trees/tree-margins";
import type { KitPredictor } from "../types";
import { readXgboost } from "../xgboost/read-xgboost";
import { explainPrediction } from "./explain-prediction";
import { coversFromRows } from "./tree-covers";

const names = Array.from({ length: 10 }, (_, j) => `f${j}`);
const sum = (values: readonly { value: number }[]) => values.reduce((total, c) => total + c.value, 0);

/** A model with an interaction: additive in no scale, so only sampling explains it. */
const interacting: KitPredictor = {
  predict: (rows) => ({
    kind: "values",
    values: Float64Array.from(rows, (row) => (row[0] as number) * (row[1] as number)),
  }),
};
const background = Array.from({ length: 10 }, (_, i) => [i / 10, 1 - i / 10]);

describe("explainPrediction", () => {
  it("explains XGBoost trees by TreeSHAP in log-odds, adding up to the margin", () => {
    const { ensemble } = readXgboost(binaryModel);
    const row = binaryExpected.rows[0]!.map((value) => value ?? Number.NaN);
    const explanation = explainPrediction({
      structure: { kind: "trees", ensemble, featureOfColumn: names.map((_, c) => c) },
      predictor: { predict: () => ({ kind: "values", values: new Float64Array() }) },
      task: "binary",
      fields: names,
      row,
      background: [],
    });
    expect(explanation).toMatchObject({ method: "tree-shap", units: "log-odds" });
    expect(explanation.note).toMatch(/training rows/);
    expect(explanation.prediction).toBeCloseTo(binaryExpected.margins[0]!, 5);
    expect(explanation.base + sum(explanation.contributions)).toBeCloseTo(explanation.prediction, 12);
  });

  it("explains trees without covers over background rows, in the classifier's probability, one class's margin", () => {
    const fixture = forest.classifier;
    const ensemble = forestEnsemble("classifier");
    const covers = { values: coversFromRows(ensemble, fixture.background.flat(), 30, 4), rows: 30 };
    const explanation = explainPrediction({
      // The fields in another order than the trees' features: field "d" is feature 3, "a" feature 0 …
      structure: { kind: "trees", ensemble, covers, featureOfColumn: [3, 0, 2, 1] },
      predictor: { predict: () => ({ kind: "values", values: new Float64Array() }) },
      task: "multiclass",
      fields: ["d", "a", "c", "b"],
      row: [3, 0, 2, 1].map((feature) => fixture.explained[0]![feature]!),
      classIndex: 2,
      background: [],
    });
    expect(explanation).toMatchObject({ method: "tree-shap", units: "probability" });
    expect(explanation.note).toMatch(/30 background rows/);
    const want = fixture.contributions[0]![2]!;
    expect(explanation.contributions.map((c) => c.field)).toEqual(["d", "a", "c", "b"]);
    explanation.contributions.forEach((c, k) => expect(c.value).toBeCloseTo(want[[3, 0, 2, 1][k]!]!, 12));
    expect(explanation.prediction).toBeCloseTo(
      treeMargins(ensemble, Float64Array.from(fixture.explained[0]!), 1, 4)[2]!,
      12,
    );
  });

  it("samples a model declared additive whose contributions do not add up, and any other model", () => {
    for (const structure of [{ kind: "additive", link: "identity" }, { kind: "other" }] as const) {
      const explanation = explainPrediction({
        structure,
        predictor: interacting,
        task: "regression",
        fields: ["x", "y"],
        row: [2, 3],
        background,
        budget: { evaluations: 200 },
      });
      expect(explanation).toMatchObject({ method: "sampling-shapley", units: "value", prediction: 6 });
      expect(explanation.base + sum(explanation.contributions)).toBeCloseTo(6, 12);
    }
  });
});

describe("explainPrediction: additive models", () => {
  /** A logistic model in two fields: log-odds = 0.5 + 2x − y. */
  const logistic: KitPredictor = {
    predict(rows) {
      const values = new Float64Array(rows.length * 2);
      rows.forEach((row, i) => {
        const p = 1 / (1 + Math.exp(-(0.5 + 2 * (row[0] as number) - (row[1] as number))));
        values[2 * i] = 1 - p;
        values[2 * i + 1] = p;
      });
      return { kind: "probabilities", classes: [0, 1], values };
    },
  };

  it("explains a logistic link exactly in log-odds", () => {
    const explanation = explainPrediction({
      structure: { kind: "additive", link: "logistic" },
      predictor: logistic,
      task: "binary",
      fields: ["x", "y"],
      row: [2, 3],
      background,
    });
    // Background means: x 0.45, y 0.55. Contributions 2·(2 − 0.45) = 3.1 and −(3 − 0.55) = −2.45.
    expect(explanation).toMatchObject({ method: "additive-exact", units: "log-odds" });
    expect(explanation.contributions.map((c) => c.value)).toEqual([expect.closeTo(3.1, 9), expect.closeTo(-2.45, 9)]);
    expect(explanation.prediction).toBeCloseTo(0.5 + 4 - 3, 9);
  });

  it("samples below a softmax", () => {
    const explanation = explainPrediction({
      structure: { kind: "additive", link: "softmax" },
      predictor: logistic,
      task: "multiclass",
      classIndex: 1,
      fields: ["x", "y"],
      row: [2, 3],
      background,
      budget: { evaluations: 100 },
    });
    expect(explanation).toMatchObject({ method: "sampling-shapley", units: "probability" });
  });
});
