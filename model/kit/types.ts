/**
 * The model kit's shared shapes: what the evaluators (onnx/, trees/, xgboost/) and the statistics (data/,
 * conformal/, evaluation/, explain/) agree on. A model from app/content/models/<id>/ is read at build time into a
 * CompiledModel (plain JSON, no protobuf), and the same TypeScript scores it in the browser, on Node and on Workers.
 */

/** What the model predicts: one of two classes, one of several, or a number. */
export type KitTask = "binary" | "multiclass" | "regression";

/** A field's value in a row: a number, or a category's name. */
export type KitValue = number | string;

/** One row of inputs, in the fields' order (test.csv's column order, the target left out). */
export type KitRow = readonly KitValue[];

/** A class label as the model names it: skl2onnx and XGBoost use integers, some pipelines strings. */
export type ClassLabel = number | string;

/**
 * A model's answers for a batch of rows.
 * - Classification: each row's class probabilities, row-major (`rows × classes.length`), classes in the model's order.
 * - Regression: each row's predicted value.
 */
export type KitOutput =
  | { kind: "probabilities"; classes: readonly ClassLabel[]; values: Float64Array }
  | { kind: "values"; values: Float64Array };

/** Scores rows; the same object in the browser, on Node and on Workers. */
export type KitPredictor = {
  predict(rows: readonly KitRow[]): KitOutput;
};
