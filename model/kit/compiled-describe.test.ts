import { describe, expect, it } from "vitest";

import binaryExpected from "#tests/fixtures/models/xgboost-binary/expected.json";
import binaryModel from "#tests/fixtures/models/xgboost-binary/model.json";
import multiExpected from "#tests/fixtures/models/xgboost-multiclass/expected.json";
import multiModel from "#tests/fixtures/models/xgboost-multiclass/model.json";
import regressionModel from "#tests/fixtures/models/xgboost-regression/model.json";
import { fixtureBytes, fixtureCsv } from "#tests/support/kit/onnx-oracle";

import { compileOnnx, compileXgboost, createPredictor, describeModel, suggestBinding } from "./compiled";
import { applyPostTransform } from "./trees/post-transform";
import { treeMargins } from "./trees/tree-margins";

describe("XGBoost through compileXgboost and createPredictor", () => {
  it("binary:logistic gives [1 − p, p] for classes [0, 1], p as xgboost's within 1e-6, missing values as NaN", () => {
    const model = compileXgboost(JSON.stringify(binaryModel));
    const description = describeModel(model);
    expect(description).toMatchObject({ format: "xgboost", task: "classifier", classes: [0, 1] });
    expect(description.structure).toMatchObject({ kind: "trees", answer: "binary-one-margin" });
    const rows = binaryExpected.rows.map((row) => row.map((v) => v ?? NaN));
    const output = createPredictor(model, suggestBinding(model)!).predict(rows);
    expect(output.kind === "probabilities" && output.classes).toEqual([0, 1]);
    binaryExpected.predictions.forEach((p, r) => {
      expect(Math.abs(output.values[2 * r + 1]! - p)).toBeLessThan(1e-6);
      expect(Math.abs(output.values[2 * r]! - (1 - p))).toBeLessThan(1e-6);
    });
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it("multi:softprob gives a probability per class 0…2", () => {
    const model = compileXgboost(multiModel);
    const output = createPredictor(model, suggestBinding(model)!).predict(multiExpected.rows);
    expect(describeModel(model).classes).toEqual([0, 1, 2]);
    multiExpected.predictions.flat().forEach((p, i) => expect(Math.abs(output.values[i]! - p)).toBeLessThan(1e-6));
  });

  it("reg:squarederror is a regressor; the width must match num_feature", () => {
    const model = compileXgboost(regressionModel);
    expect(describeModel(model)).toMatchObject({ task: "regressor", answer: { kind: "values" }, size: { trees: 60 } });
    expect(suggestBinding(model)).toEqual({ mode: "tensor", input: "features", width: 10 });
    expect(() => createPredictor(model, { mode: "tensor", input: "features", width: 9 })).toThrow(
      "The XGBoost model reads 10 features; test.csv gives 9 fields.",
    );
  });
});

describe("an ONNX tree structure reproduces the model's answer (what TreeSHAP explains)", () => {
  it.each(["rf-classifier", "gb-binary", "gb-multiclass", "rf-regressor", "gb-regressor"])("%s", (name) => {
    const model = compileOnnx(fixtureBytes(name));
    const description = describeModel(model);
    if (description.structure.kind !== "trees") throw new Error("not trees");
    const { ensemble, answer, featureOfColumn } = description.structure;
    const { rows: cells } = fixtureCsv(name);
    const rows = cells.map((row) => row.slice(0, -1).map(Number));
    expect(featureOfColumn).toEqual(rows[0]!.map((_, c) => c));
    const x = (name === "gb-regressor" ? Float64Array : Float32Array).from(rows.flat());
    const outputs = applyPostTransform(
      treeMargins(ensemble, x, rows.length, rows[0]!.length),
      ensemble.targetCount,
      ensemble.postTransform,
    );
    const predicted = createPredictor(model, suggestBinding(model)!).predict(rows).values;
    const width = predicted.length / rows.length;
    rows.forEach((_, r) => {
      const expected =
        answer === "binary-one-margin"
          ? [1 - outputs[r]!, outputs[r]!]
          : [...outputs.subarray(r * width, (r + 1) * width)];
      // Relative: the operator hands its answer on as float32.
      expected.forEach((v, k) =>
        expect(Math.abs(v - predicted[r * width + k]!) / Math.max(1, Math.abs(v))).toBeLessThan(1e-6),
      );
    });
  });

  it("names the binary forests' single margin and the multiclass softmax", () => {
    const forest = describeModel(compileOnnx(fixtureBytes("rf-classifier"))).structure;
    expect(forest).toMatchObject({
      kind: "trees",
      answer: "binary-one-margin",
      ensemble: { targetCount: 1, postTransform: "none" },
    });
    const boosted = describeModel(compileOnnx(fixtureBytes("gb-binary"))).structure;
    expect(boosted).toMatchObject({ answer: "binary-one-margin", ensemble: { postTransform: "logistic" } });
    const multi = describeModel(compileOnnx(fixtureBytes("gb-multiclass"))).structure;
    expect(multi).toMatchObject({ answer: "per-target", ensemble: { targetCount: 3, postTransform: "softmax" } });
  });
});

describe("describeModel for the card and the pages", () => {
  it("lists inputs, outputs and what the model is made of", () => {
    const pipeline = describeModel(compileOnnx(fixtureBytes("pipeline-named")));
    expect(pipeline.inputs.map((i) => [i.name, i.type])).toEqual([
      ["age", "int64"],
      ["sex", "string"],
      ["bmi", "float"],
      ["bp", "float"],
      ["s5", "float"],
    ]);
    expect(pipeline.outputs.map((o) => o.type)).toEqual(["int64", "map-sequence"]);
    expect(pipeline.answer).toEqual({ tensor: "probability_tensor", kind: "probabilities", classes: [0, 1] });
    expect(pipeline.size.operators).toMatchObject({
      Concat: 2,
      Scaler: 2,
      OneHotEncoder: 1,
      LinearClassifier: 1,
      ZipMap: 1,
    });
    const forest = describeModel(compileOnnx(fixtureBytes("rf-classifier")));
    expect(forest.size).toMatchObject({ trees: 25, operators: { TreeEnsembleClassifier: 1, Cast: 1, ZipMap: 1 } });
    const mlp = describeModel(compileOnnx(fixtureBytes("mlp-classifier")));
    // 30 means + 30 deviations + 30·16 + 16 + 16·8 + 8 + 8 + 1 weights.
    expect(mlp.size.parameters).toBe(30 + 30 + 480 + 16 + 128 + 8 + 8 + 1);
    expect(suggestBinding(compileOnnx(fixtureBytes("pipeline-named")))).toMatchObject({ mode: "named" });
  });
});
