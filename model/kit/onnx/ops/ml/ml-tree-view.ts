import type { TreeEnsemble } from "../../../trees/tree-ensemble";
import type { TreeEnsembleJson } from "../../../trees/tree-ensemble-json";
import type { ClassifierConfig } from "./ml-tree-classifier";
import { type RegressorConfig, variants } from "./ml-trees";

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
