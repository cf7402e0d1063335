import type { TreeEnsemble } from "./trees/tree-ensemble";
import type { ClassLabel } from "./types";

/**
 * What the kit learns of a compiled model without any data: its inputs and outputs, whether it classifies,
 * which output answers, and its structure, which decides how a prediction is explained.
 */
export type ModelDescription = {
  format: "onnx" | "xgboost";
  inputs: TensorInfo[];
  outputs: TensorInfo[];
  task: "classifier" | "regressor" | "unknown";
  /** The classes, in the order of the answer's columns, when the model names them (or they follow from it). */
  classes?: ClassLabel[];
  /** The output that carries the answer, as createPredictor reads it by default; null when none fits. */
  answer: Answer | null;
  structure: ModelStructure;
  /** For the model card: what the model is made of. */
  size: { operators?: Record<string, number>; trees?: number; nodes?: number; parameters: number };
};

export type TensorType = "float" | "double" | "int64" | "int32" | "bool" | "string";

export type TensorInfo = {
  name: string;
  type: TensorType | "map-sequence" | "other";
  /** A dimension is a number, a symbolic name ("batch"), or null when unknown; null shape: unknown rank. */
  shape: (number | string | null)[] | null;
};

/**
 * The answer's tensor: class probabilities ([N, C], or [N, 1] holding P(classes[1]) for a binary model, which
 * the predictor widens to [1 − p, p]); a classifier's raw scores, its logits, as a network trained with a
 * cross-entropy loss on logits is exported ([N, C], which the predictor turns into probabilities with softmax, or
 * [N, 1] holding the log-odds of classes[1], with the logistic function); or values ([N, 1] or [N]) for regression.
 */
export type Answer =
  { tensor: string; kind: "probabilities" | "scores"; classes: ClassLabel[] } | { tensor: string; kind: "values" };

/**
 * How the answer depends on the fields:
 * - "trees": a tree ensemble applied to the fields themselves, so TreeSHAP is exact. The answer is
 *   `postTransform(margins)` column by column ("per-target", classes or the one regression value), or, for a
 *   binary model with one margin ("binary-one-margin"), [1 − f(m₀), f(m₀)] with f the post-transform.
 *   featureOfColumn[c] is the ensemble's feature index of the field in column c of the row.
 * - "additive": the margin (below `link`) is a sum of one function per field (Scaler, Imputer, OneHotEncoder,
 *   Linear*, Gemm/MatMul by constants …), so per-field contributions are exact.
 * - "other": anything else (an MLP): contributions are estimated.
 */
export type ModelStructure =
  | { kind: "trees"; ensemble: TreeEnsemble; featureOfColumn: number[]; answer: "per-target" | "binary-one-margin" }
  | { kind: "additive"; link: "identity" | "logistic" | "softmax" }
  | { kind: "other" };

/**
 * How a row of field values (test.csv's columns, the target left out) becomes the model's inputs:
 * - "tensor": one float tensor, the fields as its columns in CSV order (double when the model's input is);
 * - "named": one input per field, [N, 1] each, as skl2onnx writes a ColumnTransformer pipeline.
 * `answer` overrides the description's answer.
 */
export type InputBinding =
  | { mode: "tensor"; input: string; width: number; answer?: Answer }
  | { mode: "named"; inputs: { name: string; type: TensorType }[]; answer?: Answer };
