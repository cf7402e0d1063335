/** The tree ensembles of ai.onnx.ML against onnxruntime-node, on the same inputs. */
import { describe, expect, it } from "vitest";

import { runKit, runOrt, floatInput, FLOAT_OUT, ML, toSixDecimals } from "#tests/support/kit/kit-op";

describe("two-class tree ensembles, as onnxruntime finishes them", () => {
  // One stump: x0 <= 0 → leaf 1, else leaf 2.
  const stump = (ids: number[], weights: number[], extra: object) => ({
    ...ML,
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
  const x = floatInput("x", [2, 1], [-1, 1]);
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
    expect(toSixDecimals(y!.values)).toEqual(probabilities);
    const ort = await runOrt(node, [x], outputs);
    expect(ort[0]!.values).toEqual(labels);
    expect(toSixDecimals(ort[1]!.values)).toEqual(probabilities);
  });
});

describe("TreeEnsemble (ai.onnx.ML opset 5), as onnxruntime reads it", () => {
  // Two trees on [x0, x1]: tree 0 splits x0 <= 0 (leaves 0: 1.5, 1: −1); tree 1 is node 1, x1 < 2 (leaves 2: 10,
  // 3: 20), its missing values sent the true way. AVERAGE: ((±) + (10 | 20)) / 2.
  const node = {
    ...ML,
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
  const x = floatInput("x", [3, 2], [-1, 1, 1, 3, 0, NaN]);

  it("averages its trees, missing values their tracked way", async () => {
    // Row 1: 1.5 and 10 → 5.75; row 2: −1 and 20 → 9.5; row 3: 1.5 and (NaN → true) 10 → 5.75.
    const [y] = runKit(node, [x], FLOAT_OUT, { opsets: { "": 21, "ai.onnx.ml": 5 } });
    expect(y).toEqual({ dims: [3, 1], values: [5.75, 9.5, 5.75] });
    expect((await runOrt(node, [x], FLOAT_OUT, { opsets: { "": 21, "ai.onnx.ml": 5 } }))[0]!.values).toEqual([
      5.75, 9.5, 5.75,
    ]);
  });
});
