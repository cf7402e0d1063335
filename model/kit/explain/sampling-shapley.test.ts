import { describe, expect, it } from "vitest";

import sampling from "#tests/fixtures/models/stats/sampling.json";

import type { KitPredictor, KitRow } from "../types";
import { readoutFor } from "./explanation";
import { samplingShapley } from "./sampling-shapley";

// Expected values: the exact interventional Shapley values of the same function over the same background rows,
// found by enumerating every subset (make_explain.py).
const f = (x: readonly number[]) => 1 / (1 + Math.exp(-(x[0]! * x[1]! + 0.5 * x[2]! ** 2 - x[3]!)));
function counting(): KitPredictor & { rows: number } {
  const predictor = {
    rows: 0,
    predict(rows: readonly KitRow[]) {
      predictor.rows += rows.length;
      const values = new Float64Array(rows.length * 2);
      rows.forEach((row, i) => {
        values[2 * i + 1] = f(row as number[]);
        values[2 * i] = 1 - values[2 * i + 1]!;
      });
      return { kind: "probabilities" as const, classes: [0, 1], values };
    },
  };
  return predictor;
}
const fields = ["a", "b", "c", "d"];
const readout = readoutFor("binary");

describe("samplingShapley", () => {
  it("estimates each exact Shapley value within four standard errors, and states its work", () => {
    const predictor = counting();
    const explanation = samplingShapley(predictor, sampling.explained, sampling.background, fields, readout, {
      evaluations: 6000,
    });
    expect(explanation).toMatchObject({ method: "sampling-shapley", units: "probability" });
    expect(explanation.base).toBeCloseTo(sampling.base, 12);
    expect(explanation.prediction).toBeCloseTo(sampling.prediction, 12);
    explanation.contributions.forEach((c, j) => {
      expect(c.standardError).toBeGreaterThan(0);
      expect(c.standardError).toBeLessThan(0.01);
      expect(Math.abs(c.value - sampling.contributions[j]!)).toBeLessThan(4 * c.standardError!);
    });
    expect(explanation.work!.evaluations).toBeLessThanOrEqual(6000);
    expect(explanation.work!.evaluations).toBe(predictor.rows);
    expect(explanation.work!.permutations).toBe(Math.floor((6000 - 21) / 3));
  });

  it("adds up to the prediction exactly (efficiency)", () => {
    for (const evaluations of [300, 1000]) {
      const explanation = samplingShapley(counting(), sampling.explained, sampling.background, fields, readout, {
        evaluations,
      });
      const total = explanation.base + explanation.contributions.reduce((sum, c) => sum + c.value, 0);
      expect(total).toBeCloseTo(explanation.prediction, 12);
    }
  });

  it("is reproducible from its seed, and stops at the time budget by the clock it is given", () => {
    const run = (seed: number) =>
      samplingShapley(counting(), sampling.explained, sampling.background, fields, readout, { evaluations: 600, seed });
    expect(run(5)).toEqual(run(5));
    expect(run(5).contributions).not.toEqual(run(6).contributions);
    let now = 0;
    const clock = () => (now += 1);
    const timed = samplingShapley(counting(), sampling.explained, sampling.background, fields, readout, {
      ms: 4,
      clock,
    });
    // One tick at the start, one per budget check: three batches of 16 permutations fit before 4 ms pass.
    expect(timed.work!.permutations).toBe(48);
  });

  it("refuses a budget too small for two samples", () => {
    expect(() =>
      samplingShapley(counting(), sampling.explained, sampling.background, fields, readout, { evaluations: 24 }),
    ).toThrow(/fewer than two samples/);
  });
});
