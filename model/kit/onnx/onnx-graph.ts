import type { FloatArrayJson } from "../base64";

/**
 * An ONNX model compiled at build time: plain JSON (JSON.stringify round-trips it), so serving needs no
 * protobuf. Nodes are in an order where each comes after the nodes it reads from, each with its operator's
 * own configuration (attributes read and checked, constant inputs folded in).
 */
export type OnnxGraph = {
  irVersion: number;
  /** Opset per domain, "ai.onnx" for the default domain. */
  opsets: Record<string, number>;
  producer: string;
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
  /** Initializers and Constant nodes' values, by name. */
  constants: Record<string, TensorJson>;
  nodes: CompiledNode[];
};

/** The element types the kit evaluates; int64 is held as float64, exact up to 2^53. */
export type DType = "float" | "double" | "int64" | "int32" | "bool" | "string";

/** ONNX's TensorProto.DataType numbers of the types the kit holds: a value's elem_type, Cast's `to` (opset 6 on). */
export const DATA_TYPES: Readonly<Record<number, DType>> = {
  1: "float",
  6: "int32",
  7: "int64",
  8: "string",
  9: "bool",
  11: "double",
};

/** A graph input's or output's declared type; a dimension is a number, a symbolic name, or unknown (null). */
export type OnnxValueInfo = {
  name: string;
  type: DType | "map-sequence" | "other";
  shape: (number | string | null)[] | null;
};

export type CompiledNode = {
  /** The node's name, or `#index op` when the exporter gave none (errors name it). */
  name: string;
  domain: "ai.onnx" | "ai.onnx.ml";
  op: string;
  /** Input tensor names; "" for an omitted optional input. */
  inputs: string[];
  outputs: string[];
  config: unknown;
};

export type TensorJson = { type: DType; dims: number[] } & (
  { floats: FloatArrayJson } | { ints: number[] } | { strings: string[] }
);
