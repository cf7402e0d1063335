import { packFloats } from "../base64";
import type { DType, TensorJson } from "./onnx-graph";

/**
 * Build side: a TensorProto (as protobufjs's plain object) → TensorJson, or the reason it cannot be one. Data
 * kept outside the model file (data_location EXTERNAL, or external_data entries) is never followed: the
 * reason names where it points, and the build refuses it whatever that is.
 */
export type RawTensor = {
  name: string;
  dims: number[];
  json?: TensorJson;
  /** Why the tensor cannot be read; the caller turns it into an error naming the tensor and the file. */
  problem?: string;
};

type Plain = Record<string, unknown>;

/** TensorProto.DataType → the kit's type, and how many bytes raw_data holds per element. */
const TYPES: Record<number, { type: DType; bytes: number; read: (view: DataView, at: number) => number }> = {
  1: { type: "float", bytes: 4, read: (v, at) => v.getFloat32(at, true) },
  2: { type: "int32", bytes: 1, read: (v, at) => v.getUint8(at) },
  3: { type: "int32", bytes: 1, read: (v, at) => v.getInt8(at) },
  4: { type: "int32", bytes: 2, read: (v, at) => v.getUint16(at, true) },
  5: { type: "int32", bytes: 2, read: (v, at) => v.getInt16(at, true) },
  6: { type: "int32", bytes: 4, read: (v, at) => v.getInt32(at, true) },
  7: { type: "int64", bytes: 8, read: (v, at) => Number(v.getBigInt64(at, true)) },
  9: { type: "bool", bytes: 1, read: (v, at) => v.getUint8(at) },
  11: { type: "double", bytes: 8, read: (v, at) => v.getFloat64(at, true) },
};

const utf8 = new TextDecoder("utf-8");

export function readTensor(t: Plain, fallbackName: string): RawTensor {
  const name = String(t["name"] || fallbackName);
  const dims = ((t["dims"] as number[] | undefined) ?? []).map(Number);
  const external = (t["external_data"] as Plain[] | undefined) ?? [];
  if (Number(t["data_location"] ?? 0) === 1 || external.length > 0) {
    const location = external.find((e) => e["key"] === "location")?.["value"];
    const where = location === undefined ? "" : ` (location ${JSON.stringify(String(location).slice(0, 200))})`;
    return { name, dims, problem: `keeps its data outside the model file${where}` };
  }
  if (dims.some((d) => !Number.isInteger(d) || d < 0)) return { name, dims, problem: `has shape [${dims.join(", ")}]` };
  const code = Number(t["data_type"] ?? 0);
  const count = dims.reduce((n, d) => n * d, 1);
  if (code === 8) {
    const strings = ((t["string_data"] as Uint8Array[] | undefined) ?? []).map((s) => utf8.decode(s));
    return strings.length === count
      ? { name, dims, json: { type: "string", dims, strings } }
      : mismatch(name, dims, strings.length);
  }
  const spec = TYPES[code];
  if (!spec)
    return {
      name,
      dims,
      problem: `has element type ${code}, which the kit does not hold (float, double, integers, bool, string)`,
    };
  // Refuse before allocating: the caller checks the size limit on dims, but raw data must also match them.
  const raw = t["raw_data"] as Uint8Array | undefined;
  let values: number[];
  if (raw && raw.length > 0) {
    if (raw.length !== count * spec.bytes) return mismatch(name, dims, raw.length / spec.bytes);
    const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
    values = Array.from({ length: count }, (_, i) => spec.read(view, i * spec.bytes));
  } else {
    const field = code === 1 ? "float_data" : code === 11 ? "double_data" : code === 7 ? "int64_data" : "int32_data";
    values = ((t[field] as number[] | undefined) ?? []).map(Number);
    if (values.length !== count) return mismatch(name, dims, values.length);
  }
  if (spec.type === "float")
    return { name, dims, json: { type: "float", dims, floats: packFloats(Float32Array.from(values)) } };
  if (spec.type === "double")
    return { name, dims, json: { type: "double", dims, floats: packFloats(Float64Array.from(values)) } };
  return { name, dims, json: { type: spec.type, dims, ints: values } };
}

function mismatch(name: string, dims: number[], found: number): RawTensor {
  return {
    name,
    dims,
    problem: `holds ${found} values where its shape [${dims.join(", ")}] needs ${dims.reduce((n, d) => n * d, 1)}`,
  };
}
