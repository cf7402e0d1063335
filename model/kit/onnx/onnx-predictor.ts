import { KitModelError } from "../kit-model-error";
import type { Answer, InputBinding } from "../model-description";
import { applyPostTransform, logistic } from "../trees/post-transform";
import type { KitOutput, KitPredictor, KitRow } from "../types";
import type { OnnxGraph } from "./onnx-graph";
import { createGraphRunner } from "./run-graph";
import { allocate, isTensor, type Tensor } from "./tensor";

/**
 * A predictor over a compiled ONNX graph: rows of field values → the model's inputs (per the binding) → the
 * answer tensor → KitOutput. The binding is checked against the graph's inputs once, here.
 */
export function onnxPredictor(graph: OnnxGraph, binding: InputBinding, answer: Answer): KitPredictor {
  const feeds = feedMaker(graph, binding);
  const runner = createGraphRunner(graph);
  const outputs = [answer.tensor];
  return {
    predict(rows) {
      const [value] = runner.run(feeds(rows), outputs);
      const tensor = value && (isTensor(value) ? value : value.tensor);
      if (!tensor || Array.isArray(tensor.data))
        throw new Error(`the model's answer "${answer.tensor}" is not numeric`);
      return toOutput(tensor, rows.length, answer);
    },
  };
}

function toOutput(tensor: Tensor, rows: number, answer: Answer): KitOutput {
  const data = tensor.data as Float32Array | Float64Array;
  const width = rows === 0 ? 0 : data.length / rows;
  if (answer.kind === "values") {
    if (width !== 1) throw new Error(`the answer "${answer.tensor}" has ${width} values per row, where 1 is expected`);
    return { kind: "values", values: Float64Array.from(data) };
  }
  const classes = answer.classes;
  const scores = answer.kind === "scores";
  if (width === classes.length && width > 1) {
    const values = Float64Array.from(data);
    return { kind: "probabilities", classes, values: scores ? applyPostTransform(values, width, "softmax") : values };
  }
  if (width === 1 && classes.length === 2) {
    // One probability per row, P(classes[1]), or its log-odds.
    const values = new Float64Array(rows * 2);
    for (let r = 0; r < rows; r++) {
      const p = scores ? logistic(data[r]!) : data[r]!;
      values[2 * r] = 1 - p;
      values[2 * r + 1] = p;
    }
    return { kind: "probabilities", classes, values };
  }
  throw new Error(`the answer "${answer.tensor}" has ${width} columns for ${classes.length} classes`);
}

type Feeds = (rows: readonly KitRow[]) => Record<string, Tensor>;

function feedMaker(graph: OnnxGraph, binding: InputBinding): Feeds {
  const declared = new Map(graph.inputs.map((input) => [input.name, input]));
  const names = binding.mode === "tensor" ? [binding.input] : binding.inputs.map((i) => i.name);
  const missing = graph.inputs.filter((input) => !names.includes(input.name));
  const unknown = names.filter((name) => !declared.has(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new KitModelError(
      `The model's inputs are ${graph.inputs.map((i) => `"${i.name}"`).join(", ")}; the fields give ` +
        `${names.map((n) => `"${n}"`).join(", ")}. Name test.csv's columns after the model's inputs, or export the ` +
        "model with one input per column.",
    );
  }
  if (binding.mode === "tensor") {
    const input = declared.get(binding.input)!;
    const type = input.type === "double" ? "double" : "float";
    const width = input.shape?.[input.shape.length - 1];
    if (typeof width === "number" && width !== binding.width) {
      throw new KitModelError(
        `The model's input "${input.name}" has ${width} columns; test.csv has ${binding.width} fields.`,
      );
    }
    return (rows) => {
      const tensor = allocate(type, [rows.length, binding.width]);
      rows.forEach((row, r) => {
        for (let c = 0; c < binding.width; c++) tensor.data[r * binding.width + c] = number(row[c], r, c);
      });
      return { [binding.input]: tensor };
    };
  }
  for (const field of binding.inputs) {
    const type = declared.get(field.name)!.type;
    if (type !== field.type) {
      throw new KitModelError(`The model's input "${field.name}" is ${type}; the field gives ${field.type}.`);
    }
  }
  return (rows) =>
    Object.fromEntries(
      binding.inputs.map(({ name, type }, c) => {
        const tensor = allocate(type, [rows.length, 1]);
        rows.forEach((row, r) => {
          tensor.data[r] = type === "string" ? String(row[c] ?? "") : number(row[c], r, c);
        });
        return [name, tensor];
      }),
    );
}

function number(value: KitRow[number] | undefined, row: number, column: number): number {
  if (typeof value === "number") return value;
  throw new Error(`row ${row + 1}, column ${column + 1}: ${JSON.stringify(value)} is not a number`);
}
