import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { fixtureBytes, FIXTURES } from "#tests/support/kit/onnx-oracle";

import { compileOnnx, compileXgboost, createPredictor, describeModel, suggestBinding } from "../compiled";
import { conformalFor } from "../conformal/conformal";
import { conformalSplit } from "../conformal/split";
import { describeFields } from "../data/fields";
import { fitOutOfData } from "../data/out-of-data";
import { readTestCsv } from "../data/read-test-csv";
import { readTarget } from "../data/target";
import { evaluateModel } from "../evaluation/evaluate";
import type { InputBinding } from "../model-description";
import { explainPrediction, type ExplainStructure } from "./explain-prediction";
import { logOdds } from "./explanation";
import { coversFromRows } from "./tree-covers";

/**
 * The evaluators' fixture models (tests/fixtures/models/<name>/) through the statistics: test.csv read against
 * the model's own description, the predictor built from the layout the reading finds, the evaluation and conformal
 * summaries computed, and one row explained by the method the structure picks, its contributions adding up to the
 * model's own answer on the explained scale.
 */
const CASES = [
  { name: "rf-classifier", method: "tree-shap" },
  { name: "gb-binary", method: "tree-shap" },
  { name: "gb-multiclass", method: "tree-shap" },
  { name: "rf-regressor", method: "tree-shap" },
  { name: "gb-regressor", method: "tree-shap" },
  { name: "linear-regressor", method: "additive-exact" },
  { name: "pipeline-named", method: "additive-exact" },
  { name: "mlp-classifier", method: "sampling-shapley" },
  { name: "mlp-regressor", method: "sampling-shapley" },
  { name: "mlp-multiclass", method: "sampling-shapley" },
  { name: "xgboost-binary", method: "tree-shap" },
  { name: "xgboost-multiclass", method: "tree-shap" },
] as const;

const softmax = (margins: readonly number[]) => {
  const top = Math.max(...margins);
  const e = margins.map((m) => Math.exp(m - top));
  return e.map((v) => v / e.reduce((a, b) => a + b, 0));
};

describe.each(CASES)("$name through the statistics", ({ name, method }) => {
  const model = name.startsWith("xgboost")
    ? compileXgboost(readFileSync(join(FIXTURES, name, "model.json"), "utf8"))
    : compileOnnx(fixtureBytes(name));
  const description = describeModel(model);
  const table = readTestCsv(readFileSync(join(FIXTURES, name, "test.csv"), "utf8"), {
    file: `${name}/test.csv`,
    model: description,
    missing: "allow",
  });
  const target = readTarget(table, description);
  const binding: InputBinding = table.layout;
  const predictor = createPredictor(model, binding);
  const output = predictor.predict(table.rows);
  const fields = table.fields.map((field) => field.name);

  it("reads test.csv into the layout the model suggests, and evaluates and calibrates it", () => {
    expect(table.layout).toMatchObject(suggestBinding(model)!);
    const evaluation = evaluateModel(output, target, { resamples: 20 });
    expect(evaluation.task).toBe(target.task);
    expect(evaluation.rows).toBe(table.rows.length);
    const conformal = conformalFor(output, target, conformalSplit(table.rows.length));
    expect(conformal.coverage.of).toBe(table.rows.length - Math.floor(table.rows.length / 2));
    const limits = fitOutOfData(table.rows, describeFields(table));
    expect(limits.joint === null || limits.joint.flaggedRows <= table.rows.length / 100).toBe(true);
  });

  it(`explains a row by ${method}, adding up to the model's answer`, () => {
    let structure: ExplainStructure = description.structure;
    if (structure.kind === "trees" && !structure.ensemble.cover) {
      const { ensemble, featureOfColumn } = structure;
      const features = new Float64Array(table.rows.length * ensemble.featureCount).fill(Number.NaN);
      table.rows.forEach((row, r) =>
        featureOfColumn.forEach((f, c) => (features[r * ensemble.featureCount + f] = row[c] as number)),
      );
      const values = coversFromRows(ensemble, features, table.rows.length, ensemble.featureCount);
      structure = { ...structure, covers: { values, rows: table.rows.length } };
    }
    const row = table.rows[3]!;
    const classes = output.kind === "probabilities" ? output.classes.length : 0;
    const explain = (classIndex: number) =>
      explainPrediction({
        structure,
        predictor,
        task: target.task,
        fields,
        row,
        classIndex,
        background: table.rows.slice(0, 40),
        budget: { evaluations: 1500 },
      });
    const explanation = explain(classes === 0 ? 0 : classes === 2 ? 1 : 2);
    expect(explanation.method).toBe(method);
    expect(explanation.contributions.map((c) => c.field)).toEqual(fields);
    const total = explanation.base + explanation.contributions.reduce((sum, c) => sum + c.value, 0);
    expect(total).toBeCloseTo(explanation.prediction, 9);

    const answer = Array.from(predictor.predict([row]).values);
    const near = (a: number, b: number) => expect(Math.abs(a - b) / Math.max(1, Math.abs(b))).toBeLessThan(1e-5);
    if (explanation.units === "value") near(explanation.prediction, answer[0]!);
    else if (explanation.units === "probability") near(explanation.prediction, answer[classes === 2 ? 1 : 2]!);
    else if (explanation.units === "log-odds") near(explanation.prediction, logOdds(answer[1]!));
    else {
      // Softmax margins: the three classes' explained margins give the model's probabilities.
      const margins = [0, 1, 2].map((k) => explain(k).prediction);
      softmax(margins).forEach((p, k) => near(p, answer[k]!));
    }
  });
});
