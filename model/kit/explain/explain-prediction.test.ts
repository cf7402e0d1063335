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
      structure: { kind: "trees", ensemble },
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
      structure: { kind: "trees", ensemble, covers, fieldOfFeature: [0, 1, 2, 2] },
      predictor: { predict: () => ({ kind: "values", values: new Float64Array() }) },
      task: "multiclass",
      fields: ["a", "b", "cd"],
      row: fixture.explained[0]!,
      classIndex: 2,
      background: [],
    });
    expect(explanation).toMatchObject({ method: "tree-shap", units: "probability" });
    expect(explanation.note).toMatch(/30 background rows/);
    // Features 2 and 3 both read field "cd": their contributions add up.
    const want = fixture.contributions[0]![2]!;
    expect(explanation.contributions.map((c) => c.value)).toEqual([
      expect.closeTo(want[0]!, 12),
      expect.closeTo(want[1]!, 12),
      expect.closeTo(want[2]! + want[3]!, 12),
    ]);
    expect(explanation.prediction).toBeCloseTo(
      treeMargins(ensemble, Float64Array.from(fixture.explained[0]!), 1, 4)[2]!,
      12,
    );
  });

  it("samples a model declared additive whose contributions do not add up, and any other model", () => {
    for (const kind of ["additive", "other"] as const) {
      const explanation = explainPrediction({
        structure: { kind },
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
