import type { KitPredictor, KitRow } from "../types";
import type { Explanation, Readout } from "./explanation";

/**
 * How far base + Σ contributions may miss the prediction, relative to its size (at least 1), before the model is
 * taken as not additive: a model scored in float32 (an ONNX export) misses by its rounding, ~1e-7 of the answer.
 */
export const ADDITIVE_TOLERANCE = 1e-5;

/**
 * Exact contributions for a model additive on the readout's scale (a linear or logistic model, after per-field
 * preprocessing such as scaling, imputing or one-hot encoding): with g the readout, each field's contribution is
 * φ_j = mean over background rows b of g(x_j, b_−j) − g(b), which for g = c + Σ f_j(x_j) is exactly
 * f_j(x_j) − mean f_j(b_j), the interventional Shapley value; base = mean g(b). One batch of
 * (fields + 1) × background + 1 rows. Returns null when base + Σ φ misses g(x) by more than ADDITIVE_TOLERANCE
 * (relative): the model is not additive on that scale, and the caller samples instead. A smaller miss is the
 * model's own rounding, and is shared equally among the fields, so that base + Σ φ = g(x).
 */
export function explainAdditive(
  predictor: KitPredictor,
  x: KitRow,
  background: readonly KitRow[],
  fields: readonly string[],
  readout: Readout,
): Explanation | null {
  const p = fields.length;
  const rows: KitRow[] = [x, ...background];
  for (let j = 0; j < p; j++) {
    for (const b of background) rows.push(b.map((value, k) => (k === j ? x[j]! : value)));
  }
  const output = predictor.predict(rows);
  const g = (i: number) => readout.read(output, i);
  const count = background.length;
  let base = 0;
  for (let i = 1; i <= count; i++) base += g(i) / count;
  const effects = fields.map((_, j) => {
    let value = 0;
    for (let i = 0; i < count; i++) value += (g(1 + count + j * count + i) - g(1 + i)) / count;
    return value;
  });
  const prediction = g(0);
  const residual = prediction - base - effects.reduce((sum, value) => sum + value, 0);
  if (!(Math.abs(residual) <= ADDITIVE_TOLERANCE * Math.max(1, Math.abs(prediction)))) return null;
  const contributions = fields.map((field, j) => ({ field, value: effects[j]! + residual / p }));
  return {
    method: "additive-exact",
    units: readout.units,
    note: `Exact for a model additive in its fields on this scale: each field's effect at this value minus its average effect over ${count} background rows.`,
    prediction,
    base,
    contributions,
  };
}
