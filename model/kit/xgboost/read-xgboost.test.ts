import { describe, expect, it } from "vitest";

import binaryExpected from "#tests/fixtures/models/xgboost-binary/expected.json";
import binaryModel from "#tests/fixtures/models/xgboost-binary/model.json";
import multiExpected from "#tests/fixtures/models/xgboost-multiclass/expected.json";
import multiModel from "#tests/fixtures/models/xgboost-multiclass/model.json";
import regressionExpected from "#tests/fixtures/models/xgboost-regression/expected.json";
import regressionModel from "#tests/fixtures/models/xgboost-regression/model.json";

import { KitModelError } from "../kit-model-error";
import { applyPostTransform } from "../trees/post-transform";
import { treeMargins } from "../trees/tree-margins";
import { readXgboost } from "./read-xgboost";

/** The fixture's rows as one float tensor, a missing value (null) as NaN. */
function tensor(rows: (number | null)[][]): Float64Array {
  return Float64Array.from(rows.flat(), (v) => (v === null ? NaN : v));
}

function outputs(json: unknown, rows: (number | null)[][]): Float64Array {
  const { ensemble } = readXgboost(json);
  const margins = treeMargins(ensemble, tensor(rows), rows.length, ensemble.featureCount);
  return applyPostTransform(margins, ensemble.targetCount, ensemble.postTransform);
}

// xgboost 1.7's predictions, by tests/fixtures/models/*/make_model.py; float32 outputs, so 1e-6 is the bar.
describe("XGBoost JSON agrees with xgboost's own predictions", () => {
  it("binary:logistic, with missing values in the rows", () => {
    const { rows, predictions, margins } = binaryExpected;
    expect(rows.flat().filter((v) => v === null).length).toBeGreaterThan(20);
    const { ensemble } = readXgboost(binaryModel);
    const ours = treeMargins(ensemble, tensor(rows), rows.length, ensemble.featureCount);
    ours.forEach((m, i) => expect(Math.abs(m - margins[i]!)).toBeLessThan(1e-5));
    outputs(binaryModel, rows).forEach((p, i) => expect(Math.abs(p - predictions[i]!)).toBeLessThan(1e-6));
  });

  it("reg:squarederror, within 1e-6 relative", () => {
    const { rows, predictions } = regressionExpected;
    outputs(regressionModel, rows).forEach((v, i) =>
      expect(Math.abs(v - predictions[i]!) / Math.abs(predictions[i]!)).toBeLessThan(1e-6),
    );
  });

  it("multi:softprob, each class's probability", () => {
    const { rows, predictions } = multiExpected;
    const ours = outputs(multiModel, rows);
    predictions.flat().forEach((p, i) => expect(Math.abs(ours[i]! - p)).toBeLessThan(1e-6));
  });

  it("reads the objective, classes, feature names and covers", () => {
    const binary = readXgboost(binaryModel);
    expect([binary.objective, binary.answer, binary.classCount]).toEqual(["binary:logistic", "binary-probability", 2]);
    expect(binary.featureNames?.[0]).toBe("mean_radius");
    expect(binary.ensemble.roots.length).toBe(40);
    expect(binary.ensemble.cover?.[0]).toBe(binaryModel.learner.gradient_booster.model.trees[0]!.sum_hessian[0]);
    const multi = readXgboost(multiModel);
    expect([multi.answer, multi.classCount, multi.ensemble.targetCount]).toEqual(["class-probabilities", 3, 3]);
    expect(readXgboost(regressionModel).answer).toBe("value");
  });

  it("reads 2.x's base_score, written as a list ('[4E-1]')", () => {
    const copy = structuredClone(binaryModel);
    copy.learner.learner_model_param.base_score = "[4E-1]";
    const { rows, predictions } = binaryExpected;
    outputs(copy, rows).forEach((p, i) => expect(Math.abs(p - predictions[i]!)).toBeLessThan(1e-6));
  });
});

describe("XGBoost JSON the kit refuses, with the place and what to do", () => {
  const withChange = (change: (model: typeof binaryModel) => void) => {
    const copy = structuredClone(binaryModel);
    change(copy);
    return () => readXgboost(copy, "models/credit/model.json");
  };

  it("names a categorical split by tree and node", () => {
    const read = withChange((m) => {
      m.learner.gradient_booster.model.trees[2]!.split_type[1] = 1;
    });
    expect(read).toThrow(KitModelError);
    expect(read).toThrow(
      "models/credit/model.json: learner.gradient_booster.model.trees[2].split_type[1] is 1: node 1 splits feature",
    );
    expect(read).toThrow("one-hot encode the column and train without enable_categorical");
  });

  it("names an objective it does not read, and lists those it does", () => {
    const read = withChange((m) => {
      m.learner.objective.name = "count:poisson";
    });
    expect(read).toThrow('the objective "count:poisson" is not one the kit reads (binary:logistic, reg:logistic,');
  });

  it("names a missing field", () => {
    const read = withChange((m) => {
      delete (m.learner.gradient_booster.model.trees[0] as Partial<(typeof m.learner.gradient_booster.model.trees)[0]>)
        .left_children;
    });
    expect(read).toThrow("models/credit/model.json: learner.gradient_booster.model.trees[0].left_children is missing.");
  });

  it("refuses what is not XGBoost's JSON", () => {
    expect(() => readXgboost({ hello: 1 })).toThrow("model.json: learner.objective.name is missing.");
    expect(() => readXgboost("[]")).toThrow(KitModelError);
  });
});
