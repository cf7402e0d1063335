import { describeValue } from "../../batch/limits";
import type { ClassLabel } from "../types";
import { parseDecimal } from "./cells";
import { type DataProblem, KitDataError } from "./data-error";
import type { ModelSignature } from "./model-inputs";
import type { TestTable } from "./read-test-csv";

/**
 * What the model predicts and the held-out answers, read from test.csv's target column.
 * Classification keeps each row's class as an index into `classes` (the model's output order); the positive
 * class of a binary model is its second class (1 for 0/1 labels), as scikit-learn and XGBoost order them.
 */
export type KitTarget =
  | { task: "binary" | "multiclass"; column: string; classes: ClassLabel[]; labels: Int32Array }
  | { task: "regression"; column: string; values: Float64Array };

/** A model whose description names no task, e.g. a PyTorch network: its output width, when fixed. */
export type OutputHint = { outputWidth?: number | null };

/** The distinct values, numbers in ascending order if every one is a number, else as text in code-point order. */
function distinctLabels(cells: readonly string[]): ClassLabel[] {
  const distinct = [...new Set(cells)];
  const numbers = distinct.map(parseDecimal);
  if (numbers.every((value) => value !== undefined)) {
    return [...new Set(numbers as number[])].sort((a, b) => a - b);
  }
  return distinct.sort();
}

function decideTask(cells: readonly string[], model: ModelSignature & OutputHint): "classifier" | "regressor" {
  if (model.task !== "unknown") return model.task;
  const width = model.outputWidth ?? null;
  if (width !== null && width > 1) return "classifier";
  const labels = distinctLabels(cells);
  const zeroOne = labels.length === 2 && labels[0] === 0 && labels[1] === 1;
  return zeroOne || labels.some((label) => typeof label === "string") ? "classifier" : "regressor";
}

/**
 * Reads the target column against the model: a regressor's targets must be numbers; a classifier's must be
 * among the classes the model names (compared as numbers when those are numbers, so "1.0" is class 1), or, when
 * it names none, the distinct values found. A model that names no task (a PyTorch export) is taken as a
 * classifier when its output is several columns wide or the target is 0/1 or text, else as a regressor.
 */
export function readTarget(table: TestTable, model: ModelSignature & OutputHint): KitTarget {
  const { column, cells } = table.target;
  const problems: DataProblem[] = [];
  const at = (i: number) => ({ line: table.lines[i], column });
  if (decideTask(cells, model) === "regressor") {
    const values = Float64Array.from(cells, (cell, i) => {
      const value = parseDecimal(cell);
      if (value === undefined || !Number.isFinite(value)) {
        problems.push({
          ...at(i),
          message: `${describeValue(cell)} is not a number: a regression target must be one.`,
        });
      }
      return value ?? Number.NaN;
    });
    if (problems.length > 0) throw new KitDataError(table.file, problems);
    return { task: "regression", column, values };
  }

  const width = model.outputWidth ?? null;
  const classes: ClassLabel[] = model.classes
    ? [...model.classes]
    : model.task === "unknown" && width !== null && width > 1
      ? Array.from({ length: width }, (_, k) => k)
      : distinctLabels(cells);
  const numeric = classes.every((label) => typeof label === "number");
  const index = new Map<ClassLabel, number>(classes.map((label, k) => [label, k]));
  const labels = Int32Array.from(cells, (cell, i) => {
    const key = numeric ? parseDecimal(cell) : cell;
    const k = key === undefined ? undefined : index.get(key);
    if (k === undefined) {
      problems.push({
        ...at(i),
        message: `${describeValue(cell)} is not one of the model's classes (${classes.join(", ")}): the target holds each row's true class.`,
      });
    }
    return k ?? -1;
  });
  if (problems.length > 0) throw new KitDataError(table.file, problems);
  if (classes.length < 2) {
    throw new KitDataError(table.file, [
      {
        column,
        message: `The target holds one class only (${classes.join(", ")}): a classifier's test rows need at least two.`,
      },
    ]);
  }
  const seen = new Set(labels);
  if (classes.length === 2 && seen.size < 2) {
    const present = classes[labels[0]!]!;
    throw new KitDataError(table.file, [
      { column, message: `Every row's target is ${present}: the evaluation needs held-out rows of both classes.` },
    ]);
  }
  return { task: classes.length === 2 ? "binary" : "multiclass", column, classes, labels };
}
