import type * as ort from "onnxruntime-node";
import { describe, expect, it } from "vitest";

import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";
import { columnTensor, doubleTensor, fixtureBytes, oracle, withOutputs } from "#tests/support/kit/onnx-oracle";

import type { KitPredictor, KitRow } from "../types";
import { kitScorer } from "./kit-scorer";
import type { KitNumberFieldSpec, KitSpec } from "./served-model";
import { sweepRange, sweepValues, whatIf, type WhatIfSweep } from "./what-if";

// The fixture owner's models (tests/fixtures/content/models/): diabetes-risk is tests/fixtures/models/pipeline-named
// (named inputs: age int64, sex string, bmi, bp and s5 float; the probabilities feed a ZipMap), disease-progression is
// tests/fixtures/models/gb-regressor (one double tensor of ten columns). Their test rows' ranges, read with pandas:
// age 19–72, bmi 18.8–42.2, bp 65.33–131, s5 3.2581–6.0936 (diabetes-risk, whose model.ts bounds age to 0–120 and
// bp from 0); sex 1–2 and s1 114–286 (disease-progression).
const risk = FIXTURE_MODELS["diabetes-risk"]!;
const progression = FIXTURE_MODELS["disease-progression"]!;
const riskRow: KitRow = [50, "female", 28.1, 95, 4.6];
const progressionRow: KitRow = [50, 1, 26.5, 90, 180, 110, 48, 4, 4.6, 90];

function numberField(spec: KitSpec, name: string): KitNumberFieldSpec {
  const field = spec.fields.find((candidate) => candidate.name === name);
  if (field?.kind !== "number") throw new Error(`${spec.id} has no numeric field ${name}`);
  return field;
}

/** The swept rows of one curve: the input with the field's value replaced by each point's. */
function sweptRows(spec: KitSpec, row: KitRow, sweep: WhatIfSweep): KitRow[] {
  const j = spec.fields.findIndex((field) => field.name === sweep.field);
  return sweep.points.map((point) => row.map((cell, c) => (c === j ? point.value : cell)));
}

describe("sweepRange", () => {
  it("sweeps a field between the owner's bounds, else a tenth of the data's span beyond it", () => {
    const field = (name: string) => numberField(risk.spec, name);
    expect(sweepRange(field("age"), 50)).toEqual({ from: 0, to: 120 });
    // bp: from its bound 0 to 131 + 6.567 (a tenth of 131 − 65.33).
    const bp = sweepRange(field("bp"), 95);
    expect(bp.from).toBe(0);
    expect(bp.to).toBeCloseTo(137.567, 9);
    // bmi: 18.8 − 2.34 to 42.2 + 2.34, empty or not.
    for (const own of [28.1, NaN]) {
      const bmi = sweepRange(field("bmi"), own);
      expect(bmi.from).toBeCloseTo(16.46, 9);
      expect(bmi.to).toBeCloseTo(44.54, 9);
    }
    // disease-progression's sex, 1 or 2: 0.9 to 2.1.
    const sex = sweepRange(numberField(progression.spec, "sex"), 1);
    expect([sex.from, sex.to].map((end) => Number(end.toFixed(9)))).toEqual([0.9, 2.1]);
  });

  it("reaches the visitor's own value wherever it lies, and rounds an integer field's ends outwards", () => {
    expect(sweepRange(numberField(risk.spec, "bp"), 300)).toEqual({ from: 0, to: 300 });
    const s1 = sweepRange(numberField(progression.spec, "s1"), 20);
    expect(s1.from).toBe(20);
    expect(s1.to).toBeCloseTo(303.2, 9); // 286 + 17.2
    const whole = { ...numberField(progression.spec, "s1"), integer: true };
    expect(sweepRange(whole, 200)).toEqual({ from: 96, to: 304 }); // 96.8 down, 303.2 up
  });
});

describe("sweepValues", () => {
  it("spaces the values evenly, ends included, with the own value slotted in", () => {
    expect(sweepValues({ from: 0, to: 2 }, false, 0.3, 5)).toEqual([0, 0.3, 0.5, 1, 1.5, 2]);
    expect(sweepValues({ from: 0, to: 2 }, false, NaN, 5)).toEqual([0, 0.5, 1, 1.5, 2]);
    // An own value on the grid is not repeated.
    expect(sweepValues({ from: 0, to: 2 }, false, 1, 5)).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it("keeps an integer field's values whole, each once", () => {
    expect(sweepValues({ from: 0, to: 10 }, true, 4, 41)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sweepValues({ from: 0, to: 120 }, true, 50, 41)).toEqual([
      ...Array.from({ length: 17 }, (_, i) => 3 * i),
      50,
      ...Array.from({ length: 24 }, (_, i) => 51 + 3 * i),
    ]);
  });
});

describe("whatIf on a binary pipeline (diabetes-risk)", () => {
  const { predictor } = kitScorer(risk);
  const curves = whatIf(risk.spec, predictor, riskRow);

  it("follows the positive class's probability for each numeric field, through the input's own answer", () => {
    expect(curves.output).toEqual({ kind: "probability", class: 1 });
    expect(curves.sweeps.map((sweep) => sweep.field)).toEqual(["age", "bmi", "bp", "s5"]);
    expect(curves.sweeps[0]!.points).toHaveLength(42);
    expect(curves.sweeps[0]!.data).toEqual({ min: 19, max: 72 });
    // onnxruntime's P(progressed) for the input itself (model/kit/serving/kit-scorer.test.ts).
    for (const sweep of curves.sweeps) expect(sweep.own?.output).toBeCloseTo(0.64544654, 6);
    expect(curves.sweeps.map((sweep) => sweep.own?.value)).toEqual([50, 28.1, 95, 4.6]);
  });

  it("gives at every point the probability onnxruntime gives for the swept row", async () => {
    const bytes = fixtureBytes("pipeline-named");
    const session = withOutputs(bytes, [{ name: "probability_tensor" }]);
    for (const sweep of curves.sweeps) {
      const rows = sweptRows(risk.spec, riskRow, sweep);
      const column = (c: number) => rows.map((row) => String(row[c]));
      const feeds: Record<string, ort.Tensor> = {
        age: columnTensor("int64", column(0)),
        sex: columnTensor("string", column(1)),
        bmi: columnTensor("float", column(2)),
        bp: columnTensor("float", column(3)),
        s5: columnTensor("float", column(4)),
      };
      const [expected] = await oracle(session, feeds, ["probability_tensor"]);
      sweep.points.forEach((point, i) => expect(Math.abs(point.output - expected![2 * i + 1]!)).toBeLessThan(1e-5));
    }
  });

  it("sweeps a field left empty without marking a value of it", () => {
    const empty = whatIf(risk.spec, predictor, [50, "female", NaN, 95, 4.6]);
    const bmi = empty.sweeps.find((sweep) => sweep.field === "bmi")!;
    expect(bmi.own).toBeNull();
    expect(bmi.points).toHaveLength(41);
  });

  it("refuses an input that is not one value per field, saying how many it needs", () => {
    expect(() => whatIf(risk.spec, predictor, [50, "female"])).toThrow("one value per field (5), not 2");
  });
});

describe("whatIf on a regressor (disease-progression)", () => {
  const curves = whatIf(progression.spec, kitScorer(progression).predictor, progressionRow);

  it("follows the predicted value through the input's own, for all ten numeric fields", () => {
    expect(curves.output).toEqual({ kind: "value" });
    expect(curves.sweeps).toHaveLength(10);
    // onnxruntime's value for the input itself (model/kit/serving/kit-scorer.test.ts).
    for (const sweep of curves.sweeps) expect(sweep.own?.output).toBeCloseTo(142.523422, 4);
  });

  it("gives at every point the value onnxruntime gives for the swept row, within 1e-5 relative", async () => {
    const session = withOutputs(fixtureBytes("gb-regressor"), [{ name: "variable" }]);
    for (const sweep of curves.sweeps) {
      const rows = sweptRows(progression.spec, progressionRow, sweep) as number[][];
      const [expected] = await oracle(session, { input: doubleTensor(rows) }, ["variable"]);
      sweep.points.forEach((point, i) =>
        expect(Math.abs(point.output - expected![i]!) / Math.max(1, Math.abs(expected![i]!))).toBeLessThan(1e-5),
      );
    }
  });
});

describe("whatIf on a multiclass model", () => {
  // A model by hand: one field v in [0, 1]; P = (v / 2, 0.2, 0.8 − v / 2). At v = 0.1 class "c" is likeliest (0.75).
  const predictor: KitPredictor = {
    predict: (rows) => ({
      kind: "probabilities",
      classes: ["a", "b", "c"],
      values: Float64Array.from(rows.flatMap(([v]) => [Number(v) / 2, 0.2, 0.8 - Number(v) / 2])),
    }),
  };
  const spec = {
    task: "multiclass" as const,
    fields: [
      {
        name: "v",
        kind: "number" as const,
        label: "v",
        unit: null,
        help: null,
        integer: false,
        optional: false,
        bounds: { min: 0, max: 1 },
        data: { min: 0, max: 1, median: 0.5 },
      },
    ],
  };

  it("follows the probability of the class likeliest at the input, all along", () => {
    const curves = whatIf(spec, predictor, [0.1], 3);
    expect(curves.output).toEqual({ kind: "probability", class: "c" });
    const points = curves.sweeps[0]!.points;
    expect(points.map((point) => point.value)).toEqual([0, 0.1, 0.5, 1]);
    points.forEach((point, i) => expect(point.output).toBeCloseTo([0.8, 0.75, 0.55, 0.3][i]!, 12));
  });
});
