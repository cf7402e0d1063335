import type { TreeEnsemble } from "../trees/tree-ensemble";
import type { Explanation, ExplanationUnits } from "./explanation";
import { treeShap } from "./tree-shap";

/** The margin's units: log-odds under a logistic output, a softmax's input, or the output itself without a transform. */
function unitsOf(ensemble: TreeEnsemble, task: "classification" | "regression"): ExplanationUnits {
  if (ensemble.postTransform === "logistic") return "log-odds";
  if (ensemble.postTransform === "none") return task === "regression" ? "value" : "probability";
  return "margin";
}

export type TreeExplanationOptions = {
  task: "classification" | "regression";
  /** The margin explained: 0 for a regressor or a one-margin binary classifier, else the class's target. */
  target?: number;
  /** Node covers when the trees carry none (coversFromRows), and how many background rows they count. */
  covers?: { values: Float64Array; rows: number };
  /** The trees' feature index of each field (describeModel's featureOfColumn), when they are not the fields in order. */
  featureOfColumn?: readonly number[];
};

/**
 * Exact TreeSHAP contributions of one prediction of a tree ensemble, per field, on the ensemble's margin (before
 * its post-transform): base + Σ contributions is the margin. `features` is the vector the trees read; a feature
 * no field feeds is missing in it, and contributes nothing.
 */
export function explainTrees(
  ensemble: TreeEnsemble,
  features: ArrayLike<number>,
  fields: readonly string[],
  { task, target = 0, covers, featureOfColumn }: TreeExplanationOptions,
): Explanation {
  const { base, phi } = treeShap(ensemble, features, covers?.values ?? ensemble.cover);
  const F = ensemble.featureCount;
  const contributions = fields.map((field, c) => ({ field, value: phi[target * F + (featureOfColumn?.[c] ?? c)]! }));
  const prediction = base[target]! + contributions.reduce((sum, c) => sum + c.value, 0);
  const where = covers
    ? `each node's share of ${covers.rows} background rows (the model file records no covers)`
    : "each node's share of the training rows, as the model file records it";
  return {
    method: "tree-shap",
    units: unitsOf(ensemble, task),
    note: `Exact TreeSHAP (path-dependent; Lundberg et al. 2020) on the trees' ${unitsOf(ensemble, task)}, the other fields averaged out along ${where}.`,
    prediction,
    base: base[target]!,
    contributions,
  };
}
