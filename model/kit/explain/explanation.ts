import type { KitOutput, KitTask } from "../types";

/** How a contribution was computed: exactly for an additive model or trees, by sampling for anything else. */
export type ExplanationMethod = "additive-exact" | "tree-shap" | "sampling-shapley";

/**
 * The scale contributions are on: the link scale of an additive or tree model (log-odds for a logistic output,
 * the margin before a softmax), a probability, or the predicted value itself.
 */
export type ExplanationUnits = "log-odds" | "margin" | "probability" | "value";

/**
 * Each field's contribution to one prediction, in `units`: base + Σ contributions = prediction (efficiency).
 * The base is the average prediction over the background (the test rows, or the trees' training covers).
 */
export type Explanation = {
  method: ExplanationMethod;
  units: ExplanationUnits;
  /** What the method is, in one sentence a reader of the page can check. */
  note: string;
  prediction: number;
  base: number;
  contributions: { field: string; value: number; standardError?: number }[];
  /** Sampling only: the work done within the budget. */
  work?: { evaluations: number; permutations: number };
};

/** Logit, kept finite at probabilities of 0 and 1 (which a float32 sigmoid can round to). */
export function logOdds(p: number): number {
  const clipped = Math.min(1 - 1e-15, Math.max(1e-15, p));
  return Math.log(clipped / (1 - clipped));
}

/** Which number of a model's output is explained, and its units: a class's probability or log-odds, or the value. */
export type Readout = { units: ExplanationUnits; read(output: KitOutput, row: number): number };

/**
 * The readout for a task: a regressor's value; a classifier's probability of class `classIndex` (by default
 * the positive class of a binary model, index 1), or its log-odds when `scale` is "log-odds" (binary only: the
 * scale on which a logistic model is additive).
 */
export function readoutFor(task: KitTask, scale: "log-odds" | "probability" = "probability", classIndex = 1): Readout {
  if (task === "regression") {
    return {
      units: "value",
      read(output, row) {
        if (output.kind !== "values") throw new Error("A regressor's output holds values.");
        return output.values[row]!;
      },
    };
  }
  if (scale === "log-odds" && task !== "binary") throw new Error("Log-odds are read for a binary model only.");
  return {
    units: scale,
    read(output, row) {
      if (output.kind !== "probabilities") throw new Error("A classifier's output holds probabilities.");
      const p = output.values[row * output.classes.length + classIndex]!;
      return scale === "log-odds" ? logOdds(p) : p;
    },
  };
}
