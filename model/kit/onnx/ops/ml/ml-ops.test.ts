import { describe, expect, it } from "vitest";

import { type OpInput, runKit, runOrt } from "#tests/support/kit/kit-op";

const ml = { domain: "ai.onnx.ml" };
const f = (name: string, dims: number[], values: number[]): OpInput => ({ name, type: "float", dims, values });
const floatOut = [{ name: "y", type: "float" as const }];
const round = (values: (number | string)[]) => values.map((v) => Number((v as number).toFixed(6)));

describe("preprocessing", () => {
  it("Scaler, Binarizer and Imputer, per column", () => {
    const x = f("x", [2, 2], [1, NaN, 3, 4]);
    expect(
      runKit(
        { ...ml, op: "Scaler", inputs: ["x"], outputs: ["y"], attrs: { offset: [1, 2], scale: [2, 0.5] } },
        [x],
        floatOut,
      )[0]!.values,
    ).toEqual([0, NaN, 4, 1]);
    expect(
      runKit({ ...ml, op: "Binarizer", inputs: ["x"], outputs: ["y"], attrs: { threshold: 2 } }, [x], floatOut)[0]!
        .values,
    ).toEqual([0, 0, 1, 1]);
    const imputed = runKit(
      {
        ...ml,
        op: "Imputer",
        inputs: ["x"],
        outputs: ["y"],
        attrs: { imputed_value_floats: [7, 8], replaced_value_float: NaN },
      },
      [x],
      floatOut,
    );
    expect(imputed[0]!.values).toEqual([1, 8, 3, 4]);
    const codes = { name: "x", type: "int64" as const, dims: [1, 3], values: [-1, 5, -1] };
    const ints = runKit(
      {
        ...ml,
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
    const x = f("x", [2, 2], [3, -4, 0, 0]);
    const norm = (norm: string) =>
      runKit({ ...ml, op: "Normalizer", inputs: ["x"], outputs: ["y"], attrs: { norm } }, [x], floatOut)[0]!.values;
    expect(round(norm("MAX"))).toEqual([1, -1.333333, 0, 0]);
    expect(round(norm("L1"))).toEqual([0.428571, -0.571429, 0, 0]);
    expect(round(norm("L2"))).toEqual([0.6, -0.8, 0, 0]);
  });

  it("ArrayFeatureExtractor picks columns in the order asked", () => {
    const [y] = runKit(
      { ...ml, op: "ArrayFeatureExtractor", inputs: ["x", "i"], outputs: ["y"] },
      [f("x", [2, 3], [1, 2, 3, 4, 5, 6])],
      floatOut,
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
      { ...ml, op: "OneHotEncoder", inputs: ["x"], outputs: ["y"], attrs: { cats_strings: ["a", "b"] } },
      [s],
      floatOut,
    );
    expect(y).toEqual({ dims: [3, 1, 2], values: [0, 1, 0, 0, 1, 0] });
    const n = { name: "x", type: "int64" as const, dims: [2], values: [3, 1] };
    expect(
      runKit(
        { ...ml, op: "OneHotEncoder", inputs: ["x"], outputs: ["y"], attrs: { cats_int64s: { ints: [1, 2, 3] } } },
        [n],
        floatOut,
      )[0]!.values,
    ).toEqual([0, 0, 1, 1, 0, 0]);
  });

  it("LabelEncoder: opset 1 both ways, opset 2 keys to values with a default", () => {
    const s = { name: "x", type: "string" as const, dims: [3], values: ["low", "high", "odd"] };
    const v1 = {
      ...ml,
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
      ...ml,
      op: "LabelEncoder",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { keys_strings: ["low", "high"], values_floats: [0.25, 0.75], default_float: -1 },
    };
    expect(runKit(v2, [s], floatOut)[0]!.values).toEqual([0.25, 0.75, -1]);
  });

  it("ZipMap keeps the probabilities and names the classes", () => {
    const node = { ...ml, op: "ZipMap", inputs: ["x"], outputs: ["y"], attrs: { classlabels_strings: ["no", "yes"] } };
    expect(runKit(node, [f("x", [1, 2], [0.25, 0.75])], floatOut)[0]!.values).toEqual([0.25, 0.75]);
  });
});

describe("linear models, onnxruntime's conventions checked against it", () => {
  const x = f("x", [2, 2], [1, 2, -1, 0.5]);
  const outputs = [
    { name: "label", type: "int64" as const },
    { name: "y", type: "float" as const },
  ];

  it("LinearClassifier with three classes and SOFTMAX", async () => {
    // Scores: row 1 [1, 3, −1], row 2 [−1, −0.5, −0.25]; softmax of row 1 ∝ [e, e³, e⁻¹].
    const node = {
      ...ml,
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
    expect(round(y!.values.slice(0, 3))).toEqual(round(e.map((v) => v / sum)));
    const ort = await runOrt(node, [x], outputs);
    expect(ort[0]!.values).toEqual(label!.values);
    (y!.values as number[]).forEach((v, i) => expect(Math.abs(v - (ort[1]!.values[i] as number))).toBeLessThan(1e-6));
  });

  it("LinearClassifier with one score and two labels gives [1 − p, p], p = σ(score), as the runtime does", async () => {
    const node = {
      ...ml,
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
    expect(round(y!.values)).toEqual([0.24974, 0.75026, 0.56832, 0.43168]);
    const ort = await runOrt(node, [x], outputs);
    expect(round(ort[1]!.values)).toEqual(round(y!.values));
  });

  it("LinearRegressor: two targets take the post-transform, one takes only PROBIT", async () => {
    const two = {
      ...ml,
      op: "LinearRegressor",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { coefficients: [1, 0, 0, 1], intercepts: [0, 0], targets: { int: 2 }, post_transform: "SOFTMAX" },
    };
    const [y] = runKit(two, [x], floatOut);
    // Row 1: softmax(1, 2) = [1/(1+e), e/(1+e)].
    expect(round(y!.values.slice(0, 2))).toEqual(round([1 / (1 + Math.E), Math.E / (1 + Math.E)]));
    const one = {
      ...ml,
      op: "LinearRegressor",
      inputs: ["x"],
      outputs: ["y"],
      attrs: { coefficients: [1, 1], intercepts: [0.5], post_transform: "LOGISTIC" },
    };
    expect(runKit(one, [x], floatOut)[0]!.values).toEqual([3.5, 0]);
    expect((await runOrt(one, [x], floatOut))[0]!.values).toEqual([3.5, 0]);
  });
});

describe("two-class tree ensembles, as onnxruntime finishes them", () => {
  // One stump: x0 <= 0 → leaf 1, else leaf 2.
  const stump = (ids: number[], weights: number[], extra: object) => ({
    ...ml,
    op: "TreeEnsembleClassifier",
    inputs: ["x"],
    outputs: ["label", "y"],
    attrs: {
      nodes_treeids: { ints: [0, 0, 0] },
      nodes_nodeids: { ints: [0, 1, 2] },
      nodes_featureids: { ints: [0, 0, 0] },
      nodes_modes: ["BRANCH_LEQ", "LEAF", "LEAF"],
      nodes_values: [0, 0, 0],
      nodes_truenodeids: { ints: [1, 0, 0] },
      nodes_falsenodeids: { ints: [2, 0, 0] },
      class_treeids: { ints: ids.map(() => 0) },
      class_nodeids: { ints: ids.map((_, i) => 1 + (i % 2)) },
      class_ids: { ints: ids },
      class_weights: weights,
      classlabels_int64s: { ints: [0, 1] },
      ...extra,
    },
  });
  const x = f("x", [2, 1], [-1, 1]);
  const outputs = [
    { name: "label", type: "int64" as const },
    { name: "y", type: "float" as const },
  ];

  it.each([
    // Leaves score class 0 only, positive weights, no transform: [1 − s, s].
    ["one class scored, weights all positive", stump([0, 0], [0.2, 0.9], {}), [0.8, 0.2, 0.1, 0.9], [0, 1]],
    // Mixed signs, no transform: [−s, s].
    ["one class scored, mixed signs", stump([0, 0], [-0.5, 2], {}), [0.5, -0.5, -2, 2], [0, 1]],
    // LOGISTIC with a base value: [σ(−(s + b)), σ(s + b)] with b = 1: s + b = 0.5 and 3.
    [
      "LOGISTIC with a base value",
      stump([0, 0], [-0.5, 2], { post_transform: "LOGISTIC", base_values: [1] }),
      [0.377541, 0.622459, 0.047426, 0.952574],
      [1, 1],
    ],
  ] as const)("%s", async (_, node, probabilities, labels) => {
    const [label, y] = runKit(node, [x], outputs);
    expect(label!.values).toEqual(labels);
    expect(round(y!.values)).toEqual(probabilities);
    const ort = await runOrt(node, [x], outputs);
    expect(ort[0]!.values).toEqual(labels);
    expect(round(ort[1]!.values)).toEqual(probabilities);
  });
});

describe("TreeEnsemble (ai.onnx.ml opset 5), as onnxruntime reads it", () => {
  // Two trees on [x0, x1]: tree 0 splits x0 <= 0 (leaves 0: 1.5, 1: −1); tree 1 is node 1, x1 < 2 (leaves 2: 10,
  // 3: 20), its missing values sent the true way. AVERAGE: ((±) + (10 | 20)) / 2.
  const node = {
    ...ml,
    op: "TreeEnsemble",
    inputs: ["x"],
    outputs: ["y"],
    attrs: {
      n_targets: { int: 1 },
      aggregate_function: { int: 0 },
      tree_roots: { ints: [0, 1] },
      nodes_featureids: { ints: [0, 1] },
      nodes_splits: { tensor: { type: "float" as const, dims: [2], values: [0, 2] } },
      nodes_modes: { tensor: { type: "uint8" as const, dims: [2], values: [0, 1] } },
      nodes_truenodeids: { ints: [0, 2] },
      nodes_falsenodeids: { ints: [1, 3] },
      nodes_trueleafs: { ints: [1, 1] },
      nodes_falseleafs: { ints: [1, 1] },
      nodes_missing_value_tracks_true: { ints: [0, 1] },
      leaf_targetids: { ints: [0, 0, 0, 0] },
      leaf_weights: { tensor: { type: "float" as const, dims: [4], values: [1.5, -1, 10, 20] } },
    },
  };
  const x = f("x", [3, 2], [-1, 1, 1, 3, 0, NaN]);

  it("averages its trees, missing values their tracked way", async () => {
    // Row 1: 1.5 and 10 → 5.75; row 2: −1 and 20 → 9.5; row 3: 1.5 and (NaN → true) 10 → 5.75.
    const [y] = runKit(node, [x], floatOut, { opsets: { "": 21, "ai.onnx.ml": 5 } });
    expect(y).toEqual({ dims: [3, 1], values: [5.75, 9.5, 5.75] });
    expect((await runOrt(node, [x], floatOut, { opsets: { "": 21, "ai.onnx.ml": 5 } }))[0]!.values).toEqual([
      5.75, 9.5, 5.75,
    ]);
  });
});
