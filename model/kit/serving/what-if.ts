import type { ClassLabel, KitPredictor, KitRow } from "../types";
import type { KitNumberFieldSpec, KitSpec } from "./served-model";

/**
 * What-if curves (individual conditional expectation curves, Goldstein et al. 2015): the model's output as one
 * numeric field sweeps its range while every other field keeps the visitor's value. The same code in the browser
 * (the model page, after Predict) and on the server; one batch of rows through the model per field.
 */

/** Evenly spaced values each sweep tries (the visitor's own value comes on top). */
export const WHAT_IF_STEPS = 41;

/**
 * How far a sweep reaches past the test data on a side the owner gave no bound: a tenth of the data's span, so
 * that the stretch beyond the data shows (shaded on the page) without the curve being mostly extrapolation.
 */
export const WHAT_IF_WIDEN = 0.1;

/** What a curve plots: a class's probability (binary: the positive class; multiclass: the likeliest at the input), or the predicted value. */
export type WhatIfOutput = { kind: "probability"; class: ClassLabel } | { kind: "value" };

export type WhatIfPoint = { value: number; output: number };

export type WhatIfSweep = {
  field: string;
  /** The values swept: the field's bounds, else the test data's range widened by WHAT_IF_WIDEN; always the own value. */
  range: { from: number; to: number };
  /** The test rows' range of the field: beyond it the model answers without data to go on. */
  data: { min: number; max: number };
  /** In increasing value; the own value among them. */
  points: WhatIfPoint[];
  /** The visitor's value and the model's output there (its prediction); null when the field was left empty. */
  own: WhatIfPoint | null;
};

export type WhatIf = { output: WhatIfOutput; sweeps: WhatIfSweep[] };

/** The range a field is swept over, for an input whose value of it is `own` (NaN: left empty). */
export function sweepRange(field: KitNumberFieldSpec, own: number): { from: number; to: number } {
  const { min, max } = field.data;
  // A field with one value in the data has no span to take a tenth of: a tenth of its size, at least 1.
  const pad = WHAT_IF_WIDEN * (max - min || Math.max(Math.abs(min), 10));
  let from = field.bounds.min ?? min - pad;
  let to = field.bounds.max ?? max + pad;
  if (field.integer) [from, to] = [Math.floor(from), Math.ceil(to)];
  if (Number.isFinite(own)) [from, to] = [Math.min(from, own), Math.max(to, own)];
  return { from, to };
}

/**
 * `steps` values evenly spaced from `from` to `to`, whole for an integer field (repeats dropped), with `own` among
 * them when it is a number, in increasing order.
 */
export function sweepValues(
  range: { from: number; to: number },
  integer: boolean,
  own: number,
  steps = WHAT_IF_STEPS,
): number[] {
  const { from, to } = range;
  const grid = Array.from({ length: steps }, (_, i) => (i === steps - 1 ? to : from + ((to - from) * i) / (steps - 1)));
  const values = integer ? grid.map(Math.round) : grid;
  if (Number.isFinite(own)) values.push(own);
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Which output a curve follows for this input: the positive class's or the likeliest class's probability, or the value. */
function outputOf(spec: Pick<KitSpec, "task">, predictor: KitPredictor, row: KitRow): WhatIfOutput {
  if (spec.task === "regression") return { kind: "value" };
  const output = predictor.predict([row]);
  if (output.kind !== "probabilities") throw new Error(`The model answers with values, but its task is ${spec.task}.`);
  if (spec.task === "binary") return { kind: "probability", class: output.classes[1]! };
  const top = output.values.reduce((best, p, c) => (p > output.values[best]! ? c : best), 0);
  return { kind: "probability", class: output.classes[top]! };
}

/**
 * The what-if curve of every numeric field of `spec` for the input `row` (in the fields' order, as the scorer
 * takes it; NaN for an empty number). `steps` values per field, plus the own one, so that the curve passes
 * through the model's answer for the input itself.
 */
export function whatIf(
  spec: Pick<KitSpec, "task" | "fields">,
  predictor: KitPredictor,
  row: KitRow,
  steps = WHAT_IF_STEPS,
): WhatIf {
  if (row.length !== spec.fields.length) {
    throw new Error(`A what-if input needs one value per field (${spec.fields.length}), not ${row.length}.`);
  }
  const output = outputOf(spec, predictor, row);
  const sweeps = spec.fields.flatMap((field, j): WhatIfSweep[] => {
    if (field.kind !== "number") return [];
    const own = Number(row[j]);
    const range = sweepRange(field, own);
    const values = sweepValues(range, field.integer, own, steps);
    const answers = predictor.predict(values.map((value) => row.map((cell, c) => (c === j ? value : cell))));
    const at = (i: number): number => {
      if (answers.kind === "values") return answers.values[i]!;
      const k = answers.classes.length;
      const c = answers.classes.indexOf(output.kind === "probability" ? output.class : answers.classes[0]!);
      return answers.values[i * k + c]!;
    };
    const points = values.map((value, i) => ({ value, output: at(i) }));
    return [
      {
        field: field.name,
        range,
        data: { min: field.data.min, max: field.data.max },
        points,
        own: points.find((point) => point.value === own) ?? null,
      },
    ];
  });
  return { output, sweeps };
}
