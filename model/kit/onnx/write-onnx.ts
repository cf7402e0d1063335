import { Root } from "protobufjs/light.js";

import descriptor from "./proto/onnx-ml.descriptor.json";

/**
 * Writes small ONNX models from plain objects, with the same protobuf description the kit reads: for the
 * evaluator's bench (scripts/bench/evaluator.ts: models of a chosen size, made on the spot rather than committed)
 * and for operator tests (a node with hand-chosen attributes). Build and test side only: serving never loads it.
 */
const ModelProto = Root.fromJSON(descriptor).lookupType("onnx.ModelProto");

const ELEM = { float: 1, uint8: 2, int32: 6, int64: 7, string: 8, bool: 9, double: 11 } as const;
export type ElemType = keyof typeof ELEM;

export type AttrValue =
  number | string | number[] | string[] | { tensor: TensorSpec } | { int: number } | { ints: number[] };
export type NodeSpec = {
  op: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  domain?: string;
  attrs?: Record<string, AttrValue>;
};
export type TensorSpec = { name?: string; type: ElemType; dims: number[]; values: number[] | string[] };
/** A value's declared type; shape null declares none (any rank). */
export type ValueSpec = { name: string; type: ElemType; shape: (number | string | null)[] | null };

export type ModelSpec = {
  nodes: NodeSpec[];
  inputs: ValueSpec[];
  outputs: ValueSpec[];
  initializers?: TensorSpec[];
  /** Opset per domain; default ai.onnx 15 and ai.onnx.ml 3. */
  opsets?: Record<string, number>;
  irVersion?: number;
};

export function encodeModel(spec: ModelSpec): Uint8Array {
  const opsets = spec.opsets ?? { "": 15, "ai.onnx.ml": 3 };
  const model = {
    ir_version: spec.irVersion ?? 8,
    producer_name: "onnx-builder",
    opset_import: Object.entries(opsets).map(([domain, version]) => ({ domain, version })),
    graph: {
      name: "graph",
      node: spec.nodes.map((n, i) => ({
        name: n.name ?? `${n.op}_${i}`,
        op_type: n.op,
        domain: n.domain ?? "",
        input: n.inputs,
        output: n.outputs,
        attribute: Object.entries(n.attrs ?? {}).map(([name, value]) => attribute(name, value)),
      })),
      input: spec.inputs.map(valueInfo),
      output: spec.outputs.map(valueInfo),
      initializer: (spec.initializers ?? []).map(tensor),
    },
  };
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
}

function valueInfo({ name, type, shape }: ValueSpec) {
  if (!shape) return { name, type: { tensor_type: { elem_type: ELEM[type] } } };
  const dim = shape.map((d) => (typeof d === "number" ? { dim_value: d } : d === null ? {} : { dim_param: d }));
  return { name, type: { tensor_type: { elem_type: ELEM[type], shape: { dim } } } };
}

function tensor({ name, type, dims, values }: TensorSpec) {
  const base = { name: name ?? "", data_type: ELEM[type], dims };
  const encoder = new TextEncoder();
  switch (type) {
    case "float":
      return { ...base, float_data: values };
    case "double":
      return { ...base, double_data: values };
    case "int64":
      return { ...base, int64_data: values };
    case "string":
      return { ...base, string_data: (values as string[]).map((s) => encoder.encode(s)) };
    default:
      return { ...base, int32_data: values };
  }
}

/** A number is a FLOAT attribute, { int } an INT; arrays of numbers FLOATS, { ints } INTS. */
function attribute(name: string, value: AttrValue) {
  const encoder = new TextEncoder();
  if (typeof value === "number") return { name, type: 1, f: value };
  if (typeof value === "string") return { name, type: 3, s: encoder.encode(value) };
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === "string")
      ? { name, type: 8, strings: (value as string[]).map((s) => encoder.encode(s)) }
      : { name, type: 6, floats: value };
  }
  if ("int" in value) return { name, type: 2, i: value.int };
  if ("ints" in value) return { name, type: 7, ints: value.ints };
  return { name, type: 4, t: tensor(value.tensor) };
}
