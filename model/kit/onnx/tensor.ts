import { packFloats, unpackFloats } from "../base64";
import type { DType, TensorJson } from "./onnx-graph";

export type NumericData = Float32Array | Float64Array | Int32Array | Uint8Array;

/** A tensor at run time: float in Float32Array (rounded at each operator, as ONNX Runtime computes in float32). */
export type Tensor = { type: DType; dims: number[]; data: NumericData | string[] };

/** A ZipMap's output: a map per row from class label to probability, kept as the labels and the tensor. */
export type MapSequence = { type: "map-sequence"; labels: (number | string)[]; tensor: Tensor };

export type Value = Tensor | MapSequence;

export function size(dims: readonly number[]): number {
  let n = 1;
  for (const d of dims) n *= d;
  return n;
}

export function allocate(type: DType, dims: number[]): Tensor {
  const n = size(dims);
  const data =
    type === "string"
      ? new Array<string>(n).fill("")
      : type === "float"
        ? new Float32Array(n)
        : type === "int32"
          ? new Int32Array(n)
          : type === "bool"
            ? new Uint8Array(n)
            : new Float64Array(n);
  return { type, dims, data };
}

export function tensorFromJson(json: TensorJson): Tensor {
  if ("strings" in json) return { type: json.type, dims: json.dims, data: json.strings };
  if ("ints" in json) {
    const data =
      json.type === "int32"
        ? Int32Array.from(json.ints)
        : json.type === "bool"
          ? Uint8Array.from(json.ints)
          : Float64Array.from(json.ints);
    return { type: json.type, dims: json.dims, data };
  }
  const values = unpackFloats(json.floats);
  return { type: json.type, dims: json.dims, data: json.type === "float" ? Float32Array.from(values) : values };
}

export function tensorToJson(tensor: Tensor): TensorJson {
  const { type, dims, data } = tensor;
  if (Array.isArray(data)) return { type, dims, strings: data };
  if (type === "float" || type === "double")
    return { type, dims, floats: packFloats(data as Float32Array | Float64Array) };
  return { type, dims, ints: Array.from(data) };
}

/** The tensor's values as numbers; a string tensor has none. */
export function numbersOf(tensor: Tensor, what: string): NumericData {
  if (Array.isArray(tensor.data)) throw new Error(`${what} is a string tensor where numbers are needed`);
  return tensor.data;
}

export function stringsOf(tensor: Tensor, what: string): string[] {
  if (!Array.isArray(tensor.data)) throw new Error(`${what} is a ${tensor.type} tensor where strings are needed`);
  return tensor.data;
}

export function isTensor(value: Value | undefined): value is Tensor {
  return value !== undefined && value.type !== "map-sequence";
}
