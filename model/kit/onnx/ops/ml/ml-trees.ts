import { applyPostTransform } from "../../../trees/post-transform";
import type { TreeEnsemble } from "../../../trees/tree-ensemble";
import { type TreeEnsembleJson, treeEnsembleFromJson, treeEnsembleToJson } from "../../../trees/tree-ensemble-json";
import { treeMargins } from "../../../trees/tree-margins";
import { numbersOf, type Tensor } from "../../tensor";
import { tensor } from "../core/elementwise";
import { attrInt, attrString, defineOp, nodeError } from "../op";
import { postTransform } from "./ml-linear";
import { featureWidth, floatsOrTensor, readTrees } from "./ml-tree-attributes";

/**
 * TreeEnsembleRegressor, and what the tree operators share: the float and double readings of one ensemble,
 * scored by model/kit/trees/ (the classifier: ml-tree-classifier.ts; opset 5's TreeEnsemble:
 * ml-tree-ensemble-v5.ts).
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

/** A regressor's answers for each row of `x`: its targets' margins, post-transformed. */
export function regressorValues(trees: Variants, x: Tensor): { rows: number; targets: number; values: Float64Array } {
  const { rows, values } = margins(trees, x);
  const targets = trees.float.targetCount;
  applyPostTransform(values, targets, trees.float.postTransform);
  return { rows, targets, values };
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
    const { rows, targets, values } = regressorValues(trees, tensor(x, "X"));
    return [{ type: "float", dims: [rows, targets], data: Float32Array.from(values) }];
  },
});
