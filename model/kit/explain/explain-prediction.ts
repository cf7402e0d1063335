import type { TreeEnsemble } from "../trees/tree-ensemble";
import type { KitPredictor, KitRow, KitTask } from "../types";
import { explainAdditive } from "./additive";
import { explainTrees } from "./explain-trees";
import { type Explanation, readoutFor } from "./explanation";
import { type SamplingBudget, samplingShapley } from "./sampling-shapley";

/**
 * What decides the method: describeModel's structure (model/kit/model-description.ts), declared here with only what
 * the explanation reads: trees applied to the fields (featureOfColumn[c] is the trees' feature index of field c),
 * a model additive in its fields below its link, or anything else.
 */
export type ExplainStructure =
  | {
      kind: "trees";
      ensemble: TreeEnsemble;
      featureOfColumn: readonly number[];
      /** Covers counted from background rows (coversFromRows), for trees whose file records none. */
      covers?: { values: Float64Array; rows: number };
    }
  | { kind: "additive"; link: "identity" | "logistic" | "softmax" }
  | { kind: "other" };

export type ExplainRequest = {
  structure: ExplainStructure;
  predictor: KitPredictor;
  task: KitTask;
  fields: readonly string[];
  row: KitRow;
  /** The class explained (its index in the model's classes): by default a binary model's positive class. */
  classIndex?: number;
  /** Rows the other fields are averaged over (test rows); not needed for trees that carry covers. */
  background: readonly KitRow[];
  budget?: SamplingBudget;
};

/**
 * One prediction's explanation by the best method its structure allows: exact TreeSHAP for trees, exact additive
 * contributions on the link scale (log-odds for a binary model) for an additive model, and sampling Shapley on
 * the probability or value for anything else, or for an "additive" model whose contributions do not add up.
 */
export function explainPrediction(request: ExplainRequest): Explanation {
  const { structure, predictor, task, fields, row, background, budget } = request;
  const classIndex = request.classIndex ?? (task === "binary" ? 1 : 0);
  if (structure.kind === "trees") {
    const { ensemble, featureOfColumn } = structure;
    const features = new Float64Array(ensemble.featureCount).fill(Number.NaN);
    featureOfColumn.forEach((feature, c) => (features[feature] = row[c] as number));
    return explainTrees(ensemble, features, fields, {
      task: task === "regression" ? "regression" : "classification",
      target: ensemble.targetCount === 1 ? 0 : classIndex,
      featureOfColumn,
      ...(structure.covers ? { covers: structure.covers } : {}),
    });
  }
  // A logistic link is additive in log-odds (binary); an identity link in the value or the probability itself.
  // Below a softmax, no one class's readout is additive: sampled.
  if (
    structure.kind === "additive" &&
    structure.link !== "softmax" &&
    !(structure.link === "logistic" && task !== "binary")
  ) {
    const readout = readoutFor(task, structure.link === "logistic" ? "log-odds" : "probability", classIndex);
    const exact = explainAdditive(predictor, row, background, fields, readout);
    if (exact) return exact;
  }
  return samplingShapley(predictor, row, background, fields, readoutFor(task, "probability", classIndex), budget);
}
