import { applyPostTransform, logistic, probit } from "../../trees/post-transform";
import type { TreeEnsemble, TreePostTransform } from "../../trees/tree-ensemble";
import { type TreeEnsembleJson, treeEnsembleFromJson, treeEnsembleToJson } from "../../trees/tree-ensemble-json";
import { treeMargins } from "../../trees/tree-margins";
import { allocate, numbersOf, type Tensor } from "../tensor";
import { tensor } from "./elementwise";
import { postTransform } from "./ml-linear";
import { featureWidth, floatsOrTensor, readTrees } from "./ml-tree-attributes";
import { attrInt, attrInts, attrString, attrStrings, defineOp, nodeError } from "./op";

/**
 * TreeEnsembleRegressor and TreeEnsembleClassifier, scored by model/kit/trees/ and finished as ONNX Runtime
 * finishes them (its rules for base values and for two classes with one score are not the spec's prose, and
 * the runtime is what exporters are tested against).
 */

export type RegressorConfig = { ensemble: TreeEnsembleJson };

/** Float inputs compare in float32 (thresholds rounded to float32); double inputs in float64 (ml opset 3's `_as_tensor`). */
export type Variants = { float: TreeEnsemble; double: TreeEnsemble };

export function variants(json: TreeEnsembleJson): Variants {
  const double = treeEnsembleFromJson(json);
  const float = {
    ...double,
    roundInputs: true,
    threshold: double.threshold.map(Math.fround),
    leafWeight: double.leafWeight.map(Math.fround),
  };
  return { float, double: { ...double, roundInputs: false } };
}

export function margins(trees: Variants, x: Tensor): { rows: number; values: Float64Array } {
  const ensemble = x.type === "double" ? trees.double : trees.float;
  const data = numbersOf(x, "X");
  const width = x.dims.length === 1 ? x.dims[0]! : x.dims[x.dims.length - 1]!;
  if (width < ensemble.featureCount)
    throw new Error(`the input has ${width} columns, the trees read ${ensemble.featureCount}`);
  const rows = data.length / width;
  const input = data instanceof Float32Array || data instanceof Float64Array ? data : Float64Array.from(data);
  return { rows, values: treeMargins(ensemble, input, rows, width) };
}

export const TreeEnsembleRegressor = defineOp<RegressorConfig, Variants>({
  compile(node) {
    const targets = attrInt(node, "n_targets", 1);
    const aggregate = attrString(node, "aggregate_function", "SUM");
    if (aggregate !== "SUM" && aggregate !== "AVERAGE") {
      throw nodeError(node, `aggregate_function "${aggregate}": the kit sums or averages trees (SUM, AVERAGE).`);
    }
    const base = floatsOrTensor(node, "base_values");
    // Base values count only when there is one per target; one target takes the runtime's single-score path,
    // where PROBIT is the only post-transform applied.
    const transform = postTransform(node);
    const ensemble = readTrees(node, "target", {
      featureCount: featureWidth(node),
      targetCount: targets,
      aggregate: aggregate === "SUM" ? "sum" : "average",
      postTransform: targets === 1 && transform !== "probit" ? "none" : transform,
      baseValues: base.length === targets ? base : new Array<number>(targets).fill(0),
      roundInputs: true,
    });
    return { ensemble: treeEnsembleToJson(ensemble) };
  },
  prepare: ({ ensemble }) => variants(ensemble),
  run(trees, [x]) {
    const input = tensor(x, "X");
    const { rows, values } = margins(trees, input);
    const targets = trees.float.targetCount;
    applyPostTransform(values, targets, trees.float.postTransform);
    return [{ type: "float", dims: [rows, targets], data: Float32Array.from(values) }];
  },
});

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

/** A tree operator's answer as the ensemble TreeSHAP explains (see ModelStructure), or null when it is not one. */
export type TreeView = { ensemble: TreeEnsemble; answer: "per-target" | "binary-one-margin" };

export function treeView(op: string, config: unknown, inputType: string): TreeView | null {
  const pick = (json: TreeEnsembleJson) => (inputType === "double" ? variants(json).double : variants(json).float);
  if (op === "TreeEnsembleRegressor")
    return { ensemble: pick((config as RegressorConfig).ensemble), answer: "per-target" };
  if (op !== "TreeEnsembleClassifier") return null;
  const c = config as ClassifierConfig;
  const trees = pick(c.ensemble);
  if (c.labels.length > 2) {
    const baseValues = Float64Array.from(c.labels, (_, k) => c.base[k] ?? 0);
    return { ensemble: { ...trees, baseValues, postTransform: c.transform }, answer: "per-target" };
  }
  const oneMargin = c.transform === "logistic" || (c.transform === "none" && c.allPositive);
  if (c.binaryCase && c.scored[0] && c.base.length <= 1 && oneMargin) {
    const ensemble = {
      ...trees,
      targetCount: 1,
      baseValues: Float64Array.of(c.base[0] ?? 0),
      postTransform: c.transform,
    };
    return { ensemble, answer: "binary-one-margin" };
  }
  return c.scored.every(Boolean) && c.base.length === 0
    ? { ensemble: { ...trees, postTransform: c.transform }, answer: "per-target" }
    : null;
}
