/**
 * The one shape every tree model becomes: ONNX's TreeEnsembleClassifier/Regressor (skl2onnx, onnxmltools) and
 * XGBoost's JSON. Nodes of all trees sit in flat typed arrays (one index space), so that scoring walks arrays
 * instead of objects, and TreeSHAP (model/kit/explain/) can follow the same indices.
 *
 * A tree's margin for target k is the sum of the weights its reached leaf holds for k. The ensemble's margin is
 * `baseValues[k] + Σ_trees margin` ("sum") or `baseValues[k] + (Σ_trees margin) / treeCount` ("average"), and
 * `postTransform` maps the margins to the outputs.
 */
export type TreeEnsemble = {
  /** Width of the feature vector the nodes index. */
  featureCount: number;
  /** Number of margins (classes, or regression targets); a binary ONNX or XGBoost classifier has one. */
  targetCount: number;
  aggregate: TreeAggregate;
  postTransform: TreePostTransform;
  /** Added to each target's margin, length targetCount (zeros when the source has none). */
  baseValues: Float64Array;
  /**
   * ONNX Runtime and XGBoost compare float32(input) with float32 thresholds: when true, inputs are rounded with
   * Math.fround before comparing (thresholds are already float32 values), or rows at a split would go the wrong
   * way. False for a model whose input is a double tensor.
   */
  roundInputs: boolean;
  /** Node index of each tree's root; the number of trees is roots.length. */
  roots: Int32Array;
  /** Per node: the feature compared, or -1 at a leaf. */
  feature: Int32Array;
  /** Per node: the threshold (unused at a leaf). */
  threshold: Float64Array;
  /** Per node: how the feature is compared with the threshold (a SplitMode code). */
  mode: Uint8Array;
  /** Per node: the child taken when the comparison holds ("true" branch; XGBoost's left, `x < split`). */
  yes: Int32Array;
  /** Per node: the child taken when it does not. */
  no: Int32Array;
  /** Per node: 1 when a missing value (NaN) goes to `yes`, 0 when it goes to `no`. */
  missingYes: Uint8Array;
  /**
   * Leaf weights, compressed by node: node i's weights are entries leafStart[i] … leafStart[i + 1] − 1 of
   * leafTarget (which target) and leafWeight (how much); an inner node has none. Length nodes + 1.
   */
  leafStart: Int32Array;
  leafTarget: Int32Array;
  leafWeight: Float64Array;
  /**
   * Per node: the training rows' weight (hessian sum) that reached it, when the source records it (XGBoost's
   * sum_hess). ONNX trees carry none: TreeSHAP then computes covers by passing background rows through.
   */
  cover?: Float64Array;
};

export type TreeAggregate = "sum" | "average";

/**
 * ONNX's POST_TRANSFORM values. "logistic" applies 1/(1+e^−m) to each margin, "softmax" normalises across
 * targets, "softmax_zero" is softmax that leaves a zero margin at zero probability, "probit" is the inverse
 * normal CDF as ONNX Runtime computes it.
 */
export type TreePostTransform = "none" | "logistic" | "softmax" | "softmax_zero" | "probit";

/** How a node compares: ONNX's BRANCH_LEQ, _LT, _GTE, _GT, _EQ, _NEQ, in that order; XGBoost's is LT. */
export const SplitMode = { LEQ: 0, LT: 1, GTE: 2, GT: 3, EQ: 4, NEQ: 5 } as const;
export type SplitMode = (typeof SplitMode)[keyof typeof SplitMode];

/** Number of trees. */
export function treeCount(ensemble: TreeEnsemble): number {
  return ensemble.roots.length;
}

/** Whether node i is a leaf. */
export function isLeaf(ensemble: TreeEnsemble, node: number): boolean {
  return ensemble.feature[node]! < 0;
}
