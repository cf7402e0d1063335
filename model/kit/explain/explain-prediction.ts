import type { TreeEnsemble } from "../trees/tree-ensemble";
import type { KitPredictor, KitRow, KitTask } from "../types";
import { explainAdditive } from "./additive";
import { explainTrees } from "./explain-trees";
import { type Explanation, readoutFor } from "./explanation";
import { type SamplingBudget, samplingShapley } from "./sampling-shapley";

/**
 * What decides the method (describeModel's structure, model/kit/compiled.ts): trees applied to the fields, a model
 * additive in its fields up to its link, or anything else. Declared here with only what the explanation reads.
 */
export type ExplainStructure =
  | {
      kind: "trees";
      ensemble: TreeEnsemble;
      fieldOfFeature?: readonly number[];
      /** Covers counted from background rows, for trees whose file records none. */
      covers?: { values: Float64Array; rows: number };
    }
  | { kind: "additive" }
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
    const { ensemble } = structure;
    return explainTrees(ensemble, Float64Array.from(row as number[]), fields, {
      task: task === "regression" ? "regression" : "classification",
      target: ensemble.targetCount === 1 ? 0 : classIndex,
      ...(structure.covers ? { covers: structure.covers } : {}),
      ...(structure.fieldOfFeature ? { fieldOfFeature: structure.fieldOfFeature } : {}),
    });
  }
  if (structure.kind === "additive" && task !== "multiclass") {
    const readout = readoutFor(task, task === "binary" ? "log-odds" : "probability", classIndex);
    const exact = explainAdditive(predictor, row, background, fields, readout);
    if (exact) return exact;
  }
  return samplingShapley(predictor, row, background, fields, readoutFor(task, "probability", classIndex), budget);
}
