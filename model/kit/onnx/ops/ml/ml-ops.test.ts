import { describe, expect, it } from "vitest";

import { runKit, runOrt, floatInput, FLOAT_OUT, ML, toSixDecimals } from "#tests/support/kit/kit-op";

describe("preprocessing", () => {
  it("Scaler, Binarizer and Imputer, per column", () => {
    const x = floatInput("x", [2, 2], [1, NaN, 3, 4]);
    expect(
      runKit(
        { ...ML, op: "Scaler", inputs: ["x"], outputs: ["y"], attrs: { offset: [1, 2], scale: [2, 0.5] } },
        [x],
        FLOAT_OUT,
      )[0]!.values,
    ).toEqual([0, NaN, 4, 1]);
    expect(
      runKit({ ...ML, op: "Binarizer", inputs: ["x"], outputs: ["y"], attrs: { threshold: 2 } }, [x], FLOAT_OUT)[0]!
        .values,
    ).toEqual([0, 0, 1, 1]);
    const imputed = runKit(
      {
        ...ML,
        op: "Imputer",
        inputs: ["x"],
        outputs: ["y"],
        attrs: { imputed_value_floats: [7, 8], replaced_value_float: NaN },
      },
      [x],
      FLOAT_OUT,
    );
    expect(imputed[0]!.values).toEqual([1, 8, 3, 4]);
    const codes = { name: "x", type: "int64" as const, dims: [1, 3], values: [-1, 5, -1] };
    const ints = runKit(
      {
        ...ML,
        op: "Imputer",
        inputs: ["x"],
        outputs: ["y"],
        attrs: { imputed_value_int64s: { ints: [0] }, replaced_value_int64: { int: -1 } },
      },
      [codes],
      [{ name: "y", type: "int64" }],
    );
    expect(ints[0]!.values).toEqual([0, 5, 0]);
  });

  it("Normalizer: each row by its largest value, its sum of magnitudes, its length", () => {
    const x = floatInput("x", [2, 2], [3, -4, 0, 0]);
    const norm = (norm: string) =>
      runKit({ ...ML, op: "Normalizer", inputs: ["x"], outputs: ["y"], attrs: { norm } }, [x], FLOAT_OUT)[0]!.values;
    expect(toSixDecimals(norm("MAX"))).toEqual([1, -1.333333, 0, 0]);
    expect(toSixDecimals(norm("L1"))).toEqual([0.428571, -0.571429, 0, 0]);
    expect(toSixDecimals(norm("L2"))).toEqual([0.6, -0.8, 0, 0]);
  });

  it("ArrayFeatureExtractor picks columns in the order asked", () => {
    const [y] = runKit(
      { ...ML, op: "ArrayFeatureExtractor", inputs: ["x", "i"], outputs: ["y"] },
      [floatInput("x", [2, 3], [1, 2, 3, 4, 5, 6])],
      FLOAT_OUT,
      {
        initializers: [{ name: "i", type: "int64", dims: [2], values: [2, 0] }],
      },
    );
    expect(y).toEqual({ dims: [2, 2], values: [3, 1, 6, 4] });
  });
});

describe("category encoders", () => {
  it("OneHotEncoder: a column per category on a new last axis, zeros for an unseen value", () => {
    const s = { name: "x", type: "string" as const, dims: [3, 1], values: ["b", "z", "a"] };
    const [y] = runKit(
      { ...ML, op: "OneHotEncoder", inputs: ["x"], outputs: ["y"], attrs: { cats_strings: ["a", "b"] } },
      [s],
      FLOAT_OUT,
    );
    expect(y).toEqual({ dims: [3, 1, 2], values: [0, 1, 0, 0, 1, 0] });
    const n = { name: "x", type: "int64" as const, dims: [2], values: [3, 1] };
    expect(
      runKit(
        { ...ML, op: "OneHotEncoder", inputs: ["x"], outputs: ["y"], attrs: { cats_int64s: { ints: [1, 2, 3] } } },
        [n],
        FLOAT_OUT,
      )[0]!.values,
    ).toEqual([0, 0, 1, 1, 0, 0]);
  });

  it("LabelEncoder: opset 1 both ways, opset 2 keys to values with a default", () => {
    const s = { name: "x", type: "string" as const, dims: [3], values: ["low", "high", "odd"] };
    const v1 = {
      ...ML,
      op: "LabelEncoder",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { classes_strings: ["low", "high"], default_int64: { int: 9 } },
    };
    expect(runKit(v1, [s], [{ name: "y", type: "int64" }], { opsets: { "": 15, "ai.onnx.ml": 1 } })[0]!.values).toEqual(
      [0, 1, 9],
    );
    const codes = { name: "x", type: "int64" as const, dims: [2], values: [1, 0] };
    expect(
      runKit(v1, [codes], [{ name: "y", type: "string" }], { opsets: { "": 15, "ai.onnx.ml": 1 } })[0]!.values,
    ).toEqual(["high", "low"]);
    const v2 = {
      ...ML,
      op: "LabelEncoder",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { keys_strings: ["low", "high"], values_floats: [0.25, 0.75], default_float: -1 },
    };
    expect(runKit(v2, [s], FLOAT_OUT)[0]!.values).toEqual([0.25, 0.75, -1]);
  });

  it("ZipMap keeps the probabilities and names the classes", () => {
    const node = { ...ML, op: "ZipMap", inputs: ["x"], outputs: ["y"], attrs: { classlabels_strings: ["no", "yes"] } };
    expect(runKit(node, [floatInput("x", [1, 2], [0.25, 0.75])], FLOAT_OUT)[0]!.values).toEqual([0.25, 0.75]);
  });
});

describe("linear models, onnxruntime's conventions checked against it", () => {
  const x = floatInput("x", [2, 2], [1, 2, -1, 0.5]);
  const outputs = [
    { name: "label", type: "int64" as const },
    { name: "y", type: "float" as const },
  ];

  it("LinearClassifier with three classes and SOFTMAX", async () => {
    // Scores: row 1 [1, 3, −1], row 2 [−1, −0.5, −0.25]; softmax of row 1 ∝ [e, e³, e⁻¹].
    const node = {
      ...ML,
      op: "LinearClassifier",
      inputs: ["x"],
      outputs: ["label", "y"],
      attrs: {
        coefficients: [1, 0, 1, 1, 0, -0.5],
        intercepts: [0, 0, 0],
        classlabels_ints: { ints: [5, 6, 7] },
        post_transform: "SOFTMAX",
      },
    };
    const [label, y] = runKit(node, [x], outputs);
    expect(label!.values).toEqual([6, 7]);
    const e = [Math.E, Math.E ** 3, Math.E ** -1];
    const sum = e[0]! + e[1]! + e[2]!;
    expect(toSixDecimals(y!.values.slice(0, 3))).toEqual(toSixDecimals(e.map((v) => v / sum)));
    const ort = await runOrt(node, [x], outputs);
    expect(ort[0]!.values).toEqual(label!.values);
    (y!.values as number[]).forEach((v, i) => expect(Math.abs(v - (ort[1]!.values[i] as number))).toBeLessThan(1e-6));
  });

  it("LinearClassifier with one score and two labels gives [1 − p, p], p = σ(score), as the runtime does", async () => {
    const node = {
      ...ML,
      op: "LinearClassifier",
      inputs: ["x"],
      outputs: ["label", "y"],
      attrs: {
        coefficients: [0.5, 0.25],
        intercepts: [0.1],
        classlabels_ints: { ints: [0, 1] },
        post_transform: "LOGISTIC",
      },
    };
    // s = 0.5 + 0.5 + 0.1 = 1.1 and −0.5 + 0.125 + 0.1 = −0.275; σ(1.1) = 0.750260, σ(−0.275) = 0.431680.
    const [label, y] = runKit(node, [x], outputs);
    expect(label!.values).toEqual([1, 0]);
    expect(toSixDecimals(y!.values)).toEqual([0.24974, 0.75026, 0.56832, 0.43168]);
    const ort = await runOrt(node, [x], outputs);
    expect(toSixDecimals(ort[1]!.values)).toEqual(toSixDecimals(y!.values));
  });

  it("LinearRegressor: two targets take the post-transform, one takes only PROBIT", async () => {
    const two = {
      ...ML,
      op: "LinearRegressor",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { coefficients: [1, 0, 0, 1], intercepts: [0, 0], targets: { int: 2 }, post_transform: "SOFTMAX" },
    };
    const [y] = runKit(two, [x], FLOAT_OUT);
    // Row 1: softmax(1, 2) = [1/(1+e), e/(1+e)].
    expect(toSixDecimals(y!.values.slice(0, 2))).toEqual(toSixDecimals([1 / (1 + Math.E), Math.E / (1 + Math.E)]));
    const one = {
      ...ML,
      op: "LinearRegressor",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { coefficients: [1, 1], intercepts: [0.5], post_transform: "LOGISTIC" },
    };
    expect(runKit(one, [x], FLOAT_OUT)[0]!.values).toEqual([3.5, 0]);
    expect((await runOrt(one, [x], FLOAT_OUT))[0]!.values).toEqual([3.5, 0]);
  });
});
