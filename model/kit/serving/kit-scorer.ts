import { unpackFloats } from "../base64";
import { predictionInterval, predictionSet } from "../conformal/conformal";
import { outOfDataWarnings } from "../data/out-of-data-warnings";
import { explainPrediction, type ExplainStructure } from "../explain/explain-prediction";
import type { Explanation } from "../explain/explanation";
import { createPredictor, describeBound } from "../serve";
import type { KitOutput, KitPredictor, KitRow } from "../types";
import type { KitPrediction } from "./contract";
import type { ServedModel } from "./served-model";

/** Sampled explanations (a model that is neither trees nor additive) run this many model evaluations at most. */
export const SERVED_SAMPLING_EVALUATIONS = 1000;

/**
 * When an answer carries its explanation: "exact" when it is cheap and exact (trees, additive models), "always"
 * (sampled if need be), or "never".
 */
export type ExplainWhen = "exact" | "always" | "never";

export type KitScorer = {
  served: ServedModel;
  predictor: KitPredictor;
  /** One answer per row, in order, from one pass of the model over all of them. */
  answer(rows: readonly KitRow[], explain?: ExplainWhen): KitPrediction[];
};

function structureOf(served: ServedModel): ExplainStructure {
  const { structure } = describeBound(served.model, served.binding);
  if (structure.kind !== "trees") return structure;
  const { covers } = served.explanation;
  return {
    kind: "trees",
    ensemble: structure.ensemble,
    featureOfColumn: structure.featureOfColumn,
    ...(covers ? { covers: { values: unpackFloats(covers.values), rows: covers.rows } } : {}),
  };
}

/**
 * The one scorer of a served model, the same on Node, in the Worker and in the browser: the model's
 * probabilities or value, the verdict at the model's cut, the split conformal set or interval with its level
 * and measured coverage, the out-of-data warnings (any of them: abstain), and the explanation.
 */
export function kitScorer(served: ServedModel): KitScorer {
  const predictor = createPredictor(served.model, served.binding);
  const { spec, conformal, outOfData } = served;
  let structure: ExplainStructure | undefined;
  const names = spec.fields.map((field) => field.name);
  const exact = served.explanation.method !== "sampling-shapley";

  function explanation(row: KitRow, when: ExplainWhen): Explanation | undefined {
    if (when === "never" || (when === "exact" && !exact)) return undefined;
    structure ??= structureOf(served);
    return explainPrediction({
      structure,
      predictor,
      task: spec.task,
      fields: names,
      row,
      background: served.explanation.background,
      budget: { evaluations: SERVED_SAMPLING_EVALUATIONS },
    });
  }

  function one(output: KitOutput, i: number, row: KitRow, when: ExplainWhen): KitPrediction {
    const warnings = outOfDataWarnings(row, outOfData);
    const explained = explanation(row, when);
    const common = {
      model: spec.id,
      modelVersion: served.version,
      warnings,
      abstain: warnings.length > 0,
      ...(explained ? { explanation: explained } : {}),
    };
    const coverage = { level: conformal.level, coverage: conformal.coverage };
    if (output.kind === "values") {
      const value = output.values[i]!;
      const { low, high } = predictionInterval(value, conformal.threshold);
      const finite = (x: number) => (Number.isFinite(x) ? x : null);
      return { ...common, task: "regression", value, interval: { low: finite(low), high: finite(high), ...coverage } };
    }
    const k = output.classes.length;
    const probabilities = Array.from(output.values.subarray(i * k, (i + 1) * k));
    const set = predictionSet(probabilities, conformal.threshold).map((c) => output.classes[c]!);
    const classes = [...output.classes];
    if (spec.task === "binary") {
      const probability = probabilities[1]!;
      const cut = spec.cut ?? 0.5;
      const positive = probability >= cut;
      return {
        ...common,
        task: "binary",
        classes,
        probabilities,
        verdict: classes[positive ? 1 : 0]!,
        predictionSet: { classes: set, ...coverage },
        probability,
        cut,
        positive,
      };
    }
    // The likeliest class, the first on a tie (as the evaluation's accuracy counts it).
    const top = probabilities.reduce((best, p, c) => (p > probabilities[best]! ? c : best), 0);
    return {
      ...common,
      task: "multiclass",
      classes,
      probabilities,
      verdict: classes[top]!,
      predictionSet: { classes: set, ...coverage },
    };
  }

  return {
    served,
    predictor,
    answer(rows, when = "exact") {
      if (rows.length === 0) return [];
      const output = predictor.predict(rows);
      return rows.map((row, i) => one(output, i, row, when));
    },
  };
}
