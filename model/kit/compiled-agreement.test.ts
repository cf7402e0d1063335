import type * as ort from "onnxruntime-node";
import { describe, expect, it } from "vitest";

import {
  columnTensor,
  doubleTensor,
  fixtureBytes,
  fixtureCsv,
  floatTensor,
  oracle,
  withOutputs,
} from "#tests/support/kit/onnx-oracle";

import { compileOnnx, createPredictor, describeModel, suggestBinding } from "./compiled";
import type { KitRow } from "./types";

/**
 * Every ONNX fixture (tests/fixtures/models/<name>/, made by its make_model.py) scored by the kit on its test
 * rows, against onnxruntime-node on the same rows: within 1e-5, relative for regression values.
 */
type Case = {
  name: string;
  /** "unknown": one raw column, a value or a binary classifier's log-odds; test.csv's target decides. */
  task: "classifier" | "regressor" | "unknown";
  classes?: (number | string)[];
  structure: string;
  link?: string;
};

const CASES: Case[] = [
  { name: "rf-classifier", task: "classifier", classes: [0, 1], structure: "trees" },
  { name: "gb-binary", task: "classifier", classes: [0, 1], structure: "trees" },
  { name: "gb-multiclass", task: "classifier", classes: [0, 1, 2], structure: "trees" },
  { name: "rf-regressor", task: "regressor", structure: "trees" },
  { name: "gb-regressor", task: "regressor", structure: "trees" },
  { name: "linear-regressor", task: "regressor", structure: "additive", link: "identity" },
  { name: "pipeline-named", task: "classifier", classes: [0, 1], structure: "additive", link: "logistic" },
  { name: "mlp-classifier", task: "classifier", classes: [0, 1], structure: "other" },
  { name: "mlp-regressor", task: "unknown", structure: "other" },
  { name: "mlp-multiclass", task: "classifier", classes: [0, 1, 2], structure: "other" },
  { name: "mlp-logits/log-odds", task: "unknown", structure: "other" },
  { name: "mlp-logits/two-logits", task: "classifier", classes: [0, 1], structure: "other" },
];

/** The probabilities a classifier's raw scores stand for, computed here on onnxruntime's scores. */
function probabilitiesOf(scores: Float32Array | Float64Array, rows: number): number[] {
  const width = scores.length / rows;
  if (width === 1) return [...scores].flatMap((s) => [1 - 1 / (1 + Math.exp(-s)), 1 / (1 + Math.exp(-s))]);
  return Array.from({ length: rows }, (_, r) => {
    const row = [...scores.subarray(r * width, (r + 1) * width)];
    const exps = row.map((s) => Math.exp(s));
    const total = exps.reduce((a, b) => a + b, 0);
    return exps.map((e) => e / total);
  }).flat();
}

describe.each(CASES)("$name agrees with onnxruntime-node", ({ name, task, classes, structure, link }) => {
  const bytes = fixtureBytes(name);
  const model = compileOnnx(bytes);
  const description = describeModel(model);
  const binding = suggestBinding(model)!;
  const { header, rows: cells } = fixtureCsv(name);
  const fields = header.slice(0, -1);
  const types = new Map(description.inputs.map((i) => [i.name, i.type]));
  const rows: KitRow[] = cells.map((row) =>
    row.slice(0, -1).map((cell, c) => (types.get(fields[c]!) === "string" ? cell : cell === "" ? NaN : Number(cell))),
  );

  it("is described as the fixture was made", () => {
    expect(description.task).toBe(task);
    expect(description.classes).toEqual(classes);
    expect(description.structure.kind).toBe(structure);
    if (link) expect(description.structure).toMatchObject({ link });
  });

  it("scores its test rows as onnxruntime does", async () => {
    const answer = description.answer!;
    const feeds: Record<string, ort.Tensor> =
      binding.mode === "tensor"
        ? {
            [binding.input]: (types.get(binding.input) === "double" ? doubleTensor : floatTensor)(
              cells.map((row) => row.slice(0, -1).map(Number)),
            ),
          }
        : Object.fromEntries(
            binding.inputs.map(({ name: input, type }) => [
              input,
              columnTensor(
                type as "float",
                cells.map((row) => row[fields.indexOf(input)]!),
              ),
            ]),
          );
    const [expected] = await oracle(withOutputs(bytes, [{ name: answer.tensor }]), feeds, [answer.tensor]);
    const output = createPredictor(model, binding).predict(rows);
    const ours = output.values;
    if (output.kind === "values") {
      expect(ours.length).toBe(rows.length);
      ours.forEach((v, i) =>
        expect(Math.abs(v - expected![i]!) / Math.max(1, Math.abs(expected![i]!))).toBeLessThan(1e-5),
      );
    } else {
      expect(output.classes).toEqual(classes);
      const perRow = expected!.length / rows.length;
      // Scores: onnxruntime's logits, through softmax here.
      const probabilities = answer.kind === "scores" ? probabilitiesOf(expected!, rows.length) : null;
      ours.forEach((p, i) => {
        if (probabilities) return expect(Math.abs(p - probabilities[i]!)).toBeLessThan(1e-5);
        const r = Math.floor(i / classes!.length);
        const k = i % classes!.length;
        // A one-column answer holds P(classes[1]); the kit reports [1 − p, p].
        const reference = perRow === 1 ? (k === 1 ? expected![r]! : 1 - expected![r]!) : expected![i]!;
        expect(Math.abs(p - reference)).toBeLessThan(1e-5);
      });
    }
  });

  it("gives one row the answer it gives that row in a batch", () => {
    const predictor = createPredictor(model, binding);
    const batch = predictor.predict(rows).values;
    const width = batch.length / rows.length;
    for (const r of [0, 7, rows.length - 1]) {
      expect([...predictor.predict([rows[r]!]).values]).toEqual([...batch.subarray(r * width, (r + 1) * width)]);
    }
  });

  it("survives JSON", () => {
    const again = JSON.parse(JSON.stringify(model));
    expect(again).toEqual(model);
    expect([...createPredictor(again, binding).predict(rows.slice(0, 5)).values]).toEqual([
      ...createPredictor(model, binding).predict(rows.slice(0, 5)).values,
    ]);
  });
});
