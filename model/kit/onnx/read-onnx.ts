import { Root } from "protobufjs/light.js";

import { KitModelError } from "../kit-model-error";
import { DATA_TYPES, type OnnxValueInfo } from "./onnx-graph";
import type { Attr } from "./ops/op";
import descriptor from "./proto/onnx-ml.descriptor.json";
import { type RawTensor, readTensor } from "./read-tensor";

/**
 * Build side only: ONNX's protobuf → plain values. protobufjs reads the message types of ONNX's own
 * onnx-ml.proto (model/kit/onnx/proto/, Apache-2.0, from ONNX 1.12), as the JSON descriptor protobufjs makes
 * of it; newer fields are skipped, as protobuf does with fields it does not know.
 */

export type ParsedNode = {
  name: string;
  domain: string;
  op: string;
  inputs: string[];
  outputs: string[];
  attrs: Record<string, Attr>;
};

export type ParsedModel = {
  irVersion: number;
  opsets: { domain: string; version: number }[];
  producer: string;
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
  initializers: RawTensor[];
  sparseInitializers: string[];
  nodes: ParsedNode[];
  functions: string[];
};

const ModelProto = Root.fromJSON(descriptor).lookupType("onnx.ModelProto");
const utf8 = new TextDecoder("utf-8", { fatal: false });

type Plain = Record<string, unknown>;

export function parseOnnx(bytes: Uint8Array, file: string): ParsedModel {
  let model: Plain;
  try {
    model = ModelProto.toObject(ModelProto.decode(bytes), { longs: Number, arrays: true, defaults: false }) as Plain;
  } catch (error) {
    throw new KitModelError(
      `${file} is not an ONNX model: it does not parse as ONNX's protobuf (${(error as Error).message}). ` +
        "Export it again (torch.onnx.export, skl2onnx's to_onnx, onnxmltools) and save the bytes unchanged.",
    );
  }
  const graph = model["graph"] as Plain | undefined;
  if (!graph || !Array.isArray(graph["node"])) {
    throw new KitModelError(
      `${file} is not an ONNX model: it has no graph. Export it again and save the bytes unchanged.`,
    );
  }
  const list = (value: unknown) => (Array.isArray(value) ? (value as Plain[]) : []);
  return {
    irVersion: Number(model["ir_version"] ?? 0),
    opsets: list(model["opset_import"]).map((o) => ({
      domain: String(o["domain"] ?? ""),
      version: Number(o["version"] ?? 0),
    })),
    producer: [model["producer_name"], model["producer_version"]].filter(Boolean).join(" "),
    inputs: list(graph["input"]).map(valueInfo),
    outputs: list(graph["output"]).map(valueInfo),
    initializers: list(graph["initializer"]).map((t) => readTensor(t, "initializer")),
    sparseInitializers: list(graph["sparse_initializer"]).map((s) =>
      String((s["values"] as Plain | undefined)?.["name"] ?? ""),
    ),
    nodes: list(graph["node"]).map((node, i) => ({
      name: String(node["name"] || `#${i} ${String(node["op_type"] ?? "")}`),
      domain: String(node["domain"] ?? ""),
      op: String(node["op_type"] ?? ""),
      inputs: (node["input"] as string[] | undefined) ?? [],
      outputs: (node["output"] as string[] | undefined) ?? [],
      attrs: Object.fromEntries(list(node["attribute"]).map((a) => [String(a["name"]), attribute(a)])),
    })),
    functions: list(model["functions"]).map((f) => String(f["name"] ?? "")),
  };
}

function valueInfo(info: Plain): OnnxValueInfo {
  const name = String(info["name"] ?? "");
  const type = info["type"] as Plain | undefined;
  const tensor = type?.["tensor_type"] as Plain | undefined;
  if (!tensor) return { name, type: type?.["sequence_type"] ? "map-sequence" : "other", shape: null };
  const shape = tensor["shape"] as Plain | undefined;
  const dims = (shape?.["dim"] as Plain[] | undefined)?.map((d) =>
    d["dim_value"] !== undefined
      ? Number(d["dim_value"])
      : d["dim_param"] !== undefined
        ? String(d["dim_param"])
        : null,
  );
  const elem = DATA_TYPES[Number(tensor["elem_type"] ?? 0)];
  return { name, type: elem ?? "other", shape: dims ?? null };
}

const text = (bytes: unknown) => (bytes instanceof Uint8Array ? utf8.decode(bytes) : String(bytes ?? ""));

/** AttributeProto → Attr, by its declared type (IR 2 on), else by the field that is present. */
function attribute(a: Plain): Attr {
  const type = Number(a["type"] ?? 0);
  const has = (key: string) => a[key] !== undefined && !(Array.isArray(a[key]) && (a[key] as unknown[]).length === 0);
  if (type === 1 || (type === 0 && has("f"))) return { kind: "float", value: Number(a["f"] ?? 0) };
  if (type === 2 || (type === 0 && has("i"))) return { kind: "int", value: Number(a["i"] ?? 0) };
  if (type === 3 || (type === 0 && has("s"))) return { kind: "string", value: text(a["s"]) };
  if (type === 4 || (type === 0 && has("t"))) {
    const raw = readTensor(a["t"] as Plain, `attribute "${String(a["name"])}"`);
    return raw.problem ? { kind: "other", value: null, problem: raw.problem } : { kind: "tensor", value: raw.json! };
  }
  if (type === 6 || (type === 0 && has("floats")))
    return { kind: "floats", value: (a["floats"] as number[]).map(Number) };
  if (type === 7 || (type === 0 && has("ints"))) return { kind: "ints", value: (a["ints"] as number[]).map(Number) };
  if (type === 8 || (type === 0 && has("strings")))
    return { kind: "strings", value: (a["strings"] as unknown[]).map(text) };
  return { kind: "other", value: null };
}
