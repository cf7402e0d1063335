import { readFileSync } from "node:fs";
import { join } from "node:path";

import * as ort from "onnxruntime-node";
import { Root } from "protobufjs/light.js";

/**
 * onnxruntime-node as the oracle for the kit's ONNX evaluator (tests only). It cannot return a ZipMap's
 * output (a sequence of maps), so the model is re-encoded with the tensor that feeds the ZipMap as its output.
 */

export const FIXTURES = join(import.meta.dirname, "../../fixtures/models");

export function fixtureBytes(name: string, file = "model.onnx"): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name, file)));
}

/** test.csv as header + rows of cells (the fixtures' cells hold no commas or quotes). */
export function fixtureCsv(name: string): { header: string[]; rows: string[][] } {
  const [head, ...lines] = readFileSync(join(FIXTURES, name, "test.csv"), "utf8")
    .trim()
    .split("\n");
  return { header: head!.split(","), rows: lines.map((line) => line.split(",")) };
}

// Read, not imported: a JSON import needs an import attribute where Vite does not load the module (Playwright's specs).
const descriptor = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../../model/kit/onnx/proto/onnx-ml.descriptor.json"), "utf8"),
) as Parameters<typeof Root.fromJSON>[0];
const ModelProto = Root.fromJSON(descriptor).lookupType("onnx.ModelProto");

/** The model with these graph outputs instead of its own (float tensors unless said otherwise). */
export function withOutputs(bytes: Uint8Array, outputs: { name: string; elemType?: number }[]): Uint8Array {
  const model = ModelProto.toObject(ModelProto.decode(bytes), { longs: Number }) as { graph: { output: unknown[] } };
  model.graph.output = outputs.map(({ name, elemType = 1 }) => ({
    name,
    type: { tensor_type: { elem_type: elemType } },
  }));
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}

export type OracleFeed = Record<string, ort.Tensor>;

export async function oracle(bytes: Uint8Array, feeds: OracleFeed, outputs: string[]): Promise<Float64Array[]> {
  const session = await ort.InferenceSession.create(bytes);
  try {
    const result = await session.run(feeds, outputs);
    return outputs.map((name) => Float64Array.from(result[name]!.data as Float32Array));
  } finally {
    await session.release();
  }
}

export function floatTensor(rows: number[][]): ort.Tensor {
  return new ort.Tensor("float32", Float32Array.from(rows.flat()), [rows.length, rows[0]!.length]);
}

export function doubleTensor(rows: number[][]): ort.Tensor {
  return new ort.Tensor("float64", Float64Array.from(rows.flat()), [rows.length, rows[0]!.length]);
}

export function columnTensor(type: "float" | "double" | "int64" | "string", values: string[]): ort.Tensor {
  const dims = [values.length, 1];
  if (type === "string") return new ort.Tensor("string", values, dims);
  if (type === "int64")
    return new ort.Tensor(
      "int64",
      BigInt64Array.from(values, (v) => BigInt(v)),
      dims,
    );
  const numbers = values.map((v) => (v === "" ? NaN : Number(v)));
  return type === "float"
    ? new ort.Tensor("float32", Float32Array.from(numbers), dims)
    : new ort.Tensor("float64", Float64Array.from(numbers), dims);
}
