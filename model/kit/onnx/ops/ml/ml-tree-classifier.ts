import { applyPostTransform, logistic, probit } from "../../../trees/post-transform";
import type { TreePostTransform } from "../../../trees/tree-ensemble";
import { type TreeEnsembleJson, treeEnsembleToJson } from "../../../trees/tree-ensemble-json";
import { allocate } from "../../tensor";
import { tensor } from "../core/elementwise";
import { attrInts, attrStrings, defineOp, nodeError } from "../op";
import { postTransform } from "./ml-linear";
import { featureWidth, floatsOrTensor, readTrees } from "./ml-tree-attributes";
import { margins, type Variants, variants } from "./ml-trees";

/**
 * TreeEnsembleClassifier: scored by model/kit/trees/, finished as ONNX Runtime finishes it (its rules for base
 * values and for two classes with one score are not the spec's prose, and the runtime is what exporters are
 * tested against; ml-ops.test.ts checks them against it).
 */

export type ClassifierConfig = {
  ensemble: TreeEnsembleJson;
  labels: (number | string)[];
  base: number[];
  transform: TreePostTransform;
  /** Per class: whether any leaf scores it (the runtime's has_score, taken per model rather than per row). */
  scored: boolean[];
  /** Two classes and one of them scored: the runtime writes the other from it. */
  binaryCase: boolean;
  allPositive: boolean;
};

export const TreeEnsembleClassifier = defineOp<ClassifierConfig, Variants & ClassifierConfig>({
  compile(node) {
    const labels = node.attrs["classlabels_strings"]
      ? attrStrings(node, "classlabels_strings")
      : attrInts(node, "classlabels_int64s", []);
    if (labels.length === 0) throw nodeError(node, "has no class labels.");
    const ids = attrInts(node, "class_ids", []);
    const weights = floatsOrTensor(node, "class_weights");
    const ensemble = readTrees(node, "class", {
      featureCount: featureWidth(node),
      targetCount: labels.length,
      aggregate: "sum",
      postTransform: "none",
      baseValues: new Array<number>(labels.length).fill(0),
      roundInputs: true,
    });
    return {
      ensemble: treeEnsembleToJson(ensemble),
      labels,
      base: floatsOrTensor(node, "base_values"),
      transform: postTransform(node),
      scored: labels.map((_, k) => ids.includes(k)),
      binaryCase: labels.length === 2 && new Set(ids).size === 1,
      allPositive: weights.every((w) => w >= 0),
    };
  },
  prepare: (config) => ({ ...config, ...variants(config.ensemble) }),
  run(state, [x]) {
    const { rows, values } = margins(state, tensor(x, "X"));
    const classes = state.labels.length;
    const label = allocate(typeof state.labels[0] === "string" ? "string" : "int64", [rows]);
    const scores = new Float32Array(rows * classes);
    for (let r = 0; r < rows; r++) {
      const row = values.subarray(r * classes, (r + 1) * classes);
      const pick = classes === 2 ? binaryRow(state, row) : multiRow(state, row);
      scores.set(row, r * classes);
      label.data[r] = state.labels[pick]!;
    }
    return [label, { type: "float", dims: [rows, classes], data: scores }];
  },
});

/** More than two classes: base values added where given, the transform across the row, the best scored class. */
function multiRow(state: ClassifierConfig, row: Float64Array): number {
  state.base.forEach((b, k) => (row[k] = row[k]! + b));
  let best = -1;
  for (let k = 0; k < row.length; k++) {
    const scored = state.scored[k] || k < state.base.length;
    if (scored && (best < 0 || row[k]! > row[best]!)) best = k;
  }
  applyPostTransform(row, row.length, state.transform);
  return Math.max(best, 0);
}

/** Two classes, ONNX Runtime's way (tree_ensemble_aggregator.h, TreeAggregatorClassifier::FinalizeScores). */
function binaryRow(state: ClassifierConfig, row: Float64Array): number {
  const { base, scored, transform } = state;
  let [s0, s1] = [row[0]!, row[1]!];
  let both = true;
  let add = -1;
  if (base.length === 2) {
    if (scored[1]) [s1, s0] = [base[1]! + s0, -(base[1]! + s0)];
    else [s0, s1] = [s0 + base[0]!, s1 + base[1]!];
  } else if (base.length === 1) {
    s0 += base[0]!;
    both = scored[1]!;
  } else {
    add = 3;
    both = scored[1]!;
  }
  const positive = both && scored[1] ? s1 : scored[0] ? s0 : 0;
  const wins = state.binaryCase && state.allPositive ? positive > 0.5 : positive > 0;
  if (state.binaryCase) add = state.allPositive ? (wins ? 0 : 1) : wins ? 2 : 3;
  if (both) {
    row[0] = s0;
    row[1] = s1;
    applyPostTransform(row, 2, transform);
  } else if (transform === "probit") {
    [row[0], row[1]] = [probit(s0), 0];
  } else if (add === 0 || add === 1) {
    [row[0], row[1]] = [1 - s0, s0];
  } else if (add === 2 || add === 3) {
    [row[0], row[1]] = transform === "logistic" ? [logistic(-s0), logistic(s0)] : [-s0, s0];
  } else {
    [row[0], row[1]] = [s0, 0];
  }
  return wins ? 1 : 0;
}
