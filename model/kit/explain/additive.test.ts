import { describe, expect, it } from "vitest";

import additive from "#tests/fixtures/models/stats/additive.json";

import type { KitPredictor, KitRow } from "../types";
import { explainAdditive } from "./additive";
import { readoutFor } from "./explanation";

// Expected contributions: numpy on the fitted scikit-learn models' coefficients (make_explain.py):
// coef · (z(x) − mean z(b)) per field, on the link scale.
type Case = typeof additive.logistic;

/** The fitted model as an owner's pipeline would compute it: scaling, one-hot, then the linear part and link. */
function pipeline(fitted: Case, interaction = 0): KitPredictor {
  const eta = (row: KitRow) => {
    const [x0, x1, c] = row as [number, number, string];
    const z = [
      (x0 - additive.means[0]!) / additive.scales[0]!,
      (x1 - additive.means[1]!) / additive.scales[1]!,
      ...additive.categories.map((k) => (k === c ? 1 : 0)),
    ];
    return (
      fitted.intercept + z.reduce((sum, value, k) => sum + fitted.coef[k]! * value, 0) + interaction * z[0]! * z[1]!
    );
  };
  return {
    predict(rows) {
      if (fitted.link === "value") return { kind: "values", values: Float64Array.from(rows, eta) };
      const values = new Float64Array(rows.length * 2);
      rows.forEach((row, i) => {
        const p = 1 / (1 + Math.exp(-eta(row)));
        values[2 * i] = 1 - p;
        values[2 * i + 1] = p;
      });
      return { kind: "probabilities", classes: [0, 1], values };
    },
  };
}

const fields = ["x0", "x1", "c"];
const background = additive.background as KitRow[];

describe("explainAdditive", () => {
  for (const [name, task, scale] of [
    ["logistic", "binary", "log-odds"],
    ["linear", "regression", "probability"],
  ] as const) {
    it(`gives each field's exact contribution on the link scale: ${name}`, () => {
      const fitted = additive[name];
      additive.explained.forEach((x, r) => {
        const explanation = explainAdditive(
          pipeline(fitted),
          x as KitRow,
          background,
          fields,
          readoutFor(task, scale),
        )!;
        expect(explanation.method).toBe("additive-exact");
        expect(explanation.units).toBe(fitted.link);
        expect(explanation.base).toBeCloseTo(fitted.base, 9);
        expect(explanation.prediction).toBeCloseTo(fitted.predictions[r]!, 9);
        explanation.contributions.forEach((c, j) => expect(c.value).toBeCloseTo(fitted.contributions[r]![j]!, 9));
        const total = explanation.base + explanation.contributions.reduce((sum, c) => sum + c.value, 0);
        expect(total).toBeCloseTo(explanation.prediction, 9);
      });
    });
  }

  it("returns null for a model that is not additive on that scale, so the caller samples", () => {
    const x = additive.explained[0] as KitRow;
    expect(
      explainAdditive(pipeline(additive.logistic, 0.8), x, background, fields, readoutFor("binary", "log-odds")),
    ).toBeNull();
    // Additive in log-odds is not additive in probability.
    expect(explainAdditive(pipeline(additive.logistic), x, background, fields, readoutFor("binary"))).toBeNull();
  });
});

describe("explainAdditive: a model's rounding", () => {
  it("shares a miss below the tolerance equally, so the contributions add up", () => {
    // y = x + z, then rounded to float32 as an ONNX model's output is: additive up to ~1e-7 of the answer.
    const rounded: KitPredictor = {
      predict: (rows) => ({
        kind: "values",
        values: Float64Array.from(rows, (row) => Math.fround((row[0] as number) + (row[1] as number))),
      }),
    };
    const rows = Array.from({ length: 20 }, (_, i) => [100 + i * 0.37, 3.1 * i]);
    const explanation = explainAdditive(rounded, [123.456, 7.89], rows, ["x", "z"], readoutFor("regression"))!;
    expect(explanation).not.toBeNull();
    const total = explanation.base + explanation.contributions.reduce((sum, c) => sum + c.value, 0);
    expect(total).toBeCloseTo(Math.fround(123.456 + 7.89), 10);
    // Each contribution is still the field's effect to float32 precision: x − mean x, z − mean z.
    expect(explanation.contributions[0]!.value).toBeCloseTo(123.456 - (100 + 9.5 * 0.37), 4);
    expect(explanation.contributions[1]!.value).toBeCloseTo(7.89 - 3.1 * 9.5, 4);
  });
});
