import { packFloats } from "../base64";
import { KitModelError } from "../kit-model-error";
import { checkModelSize, checkTensor, checkVersions, EXTERNAL_DATA_ADVICE, type OnnxLimits } from "./model-limits";
import type { CompiledNode, OnnxGraph, TensorJson } from "./onnx-graph";
import type { NodeView, OpDefinition } from "./ops/op";
import { operator, supportedList } from "./ops/registry";
import { type ParsedNode, parseOnnx } from "./read-onnx";
import { tensorFromJson } from "./tensor";
import { trialRun } from "./trial-run";
import { sortGraph } from "./validate-graph";

/**
 * Build side: ONNX bytes → OnnxGraph, or a KitModelError that names the file and the node, operator or tensor
 * at fault and says what to do. Every check happens here, so nothing is left to fail at request time.
 */
export function compileOnnxGraph(bytes: Uint8Array, limits: OnnxLimits): OnnxGraph {
  const { file } = limits;
  checkModelSize(bytes.length, limits);
  const model = parseOnnx(bytes, file);
  const opsets = checkVersions(model, file);
  for (const t of model.initializers) checkTensor(t.name, t.dims, t.problem, limits);
  if (model.sparseInitializers.length > 0) {
    throw new KitModelError(
      `${file}: the sparse initializer "${model.sparseInitializers[0]}" is not supported; store it dense.`,
    );
  }
  for (const info of [...model.inputs, ...model.outputs]) {
    const fixed = (info.shape ?? []).filter((d): d is number => typeof d === "number");
    checkTensor(info.name, fixed, undefined, limits);
  }
  const order = sortGraph(model, file);

  const constants: Record<string, TensorJson> = {};
  for (const t of model.initializers) constants[t.name] = t.json!;
  const nodes: CompiledNode[] = [];
  for (const node of order) {
    const domain = node.domain === "" || node.domain === "ai.onnx" ? "ai.onnx" : node.domain;
    const where = `${file}: node "${node.name}" (${node.op})`;
    for (const [name, attr] of Object.entries(node.attrs)) {
      if (attr.kind === "other" && attr.problem)
        throw new KitModelError(`${where}: the tensor in attribute "${name}" ${attr.problem}. ${EXTERNAL_DATA_ADVICE}`);
    }
    if (domain === "ai.onnx" && node.op === "Constant") {
      constants[node.outputs[0]!] = constantValue(node, where, limits);
      continue;
    }
    const op = operator(domain, node.op);
    if (!op) {
      throw new KitModelError(
        `${where}: the operator ${node.op} (domain ${domain}) is not supported. The kit evaluates ${supportedList()}. ` +
          "Export the model with these operators (a simpler pipeline, another opset), or serve it elsewhere.",
      );
    }
    const version = opsets[domain];
    if (version === undefined)
      throw new KitModelError(`${where}: the model imports no opset for ${domain}. Export it again.`);
    const view: NodeView = {
      where,
      op: node.op,
      version,
      inputs: node.inputs,
      outputs: node.outputs,
      attrs: node.attrs,
      constant: (i) => (constants[node.inputs[i] ?? ""] ? tensorFromJson(constants[node.inputs[i]!]!) : undefined),
    };
    nodes.push({
      name: node.name,
      // operator() found it, so the domain is one of the kit's two.
      domain: domain as CompiledNode["domain"],
      op: node.op,
      inputs: node.inputs,
      outputs: node.outputs,
      config: compileNode(op, view),
    });
  }
  const used = new Set(nodes.flatMap((n) => n.inputs).concat(model.outputs.map((o) => o.name)));
  const graph: OnnxGraph = {
    irVersion: model.irVersion,
    opsets,
    producer: model.producer,
    inputs: model.inputs.filter((i) => !(i.name in constants)),
    outputs: model.outputs,
    constants: Object.fromEntries(Object.entries(constants).filter(([name]) => used.has(name))),
    nodes,
  };
  trialRun(graph, file);
  return graph;
}

function compileNode(op: OpDefinition, view: NodeView): unknown {
  let config: unknown;
  try {
    config = op.compile(view);
  } catch (error) {
    if (error instanceof KitModelError) throw error;
    throw new KitModelError(`${view.where}: ${(error as Error).message}.`);
  }
  if (!isPlainJson(config)) {
    throw new KitModelError(`${view.where}: an attribute holds a value JSON cannot keep (NaN or infinity).`);
  }
  return config;
}

/** The compiled model must survive JSON.stringify unchanged: finite numbers, strings, arrays, plain objects. */
function isPlainJson(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  return (
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every(isPlainJson)
  );
}

/** A Constant node's value: `value` (a tensor), or from opset 12 `value_float(s)`, `value_int(s)`, `value_string(s)`. */
function constantValue(node: ParsedNode, where: string, limits: OnnxLimits): TensorJson {
  const attr = Object.values(node.attrs)[0];
  const scalar = attr?.kind === "float" || attr?.kind === "int" || attr?.kind === "string";
  const dims = (n: number) => (scalar ? [] : [n]);
  switch (attr?.kind) {
    case "tensor":
      checkTensor(node.outputs[0] ?? node.name, attr.value.dims, undefined, limits);
      return attr.value;
    case "float":
    case "floats": {
      const values = ([] as number[]).concat(attr.value);
      return { type: "float", dims: dims(values.length), floats: packFloats(Float32Array.from(values)) };
    }
    case "int":
    case "ints": {
      const values = ([] as number[]).concat(attr.value);
      return { type: "int64", dims: dims(values.length), ints: values };
    }
    case "string":
    case "strings": {
      const values = ([] as string[]).concat(attr.value);
      return { type: "string", dims: dims(values.length), strings: values };
    }
    default:
      throw new KitModelError(`${where}: a Constant whose value the kit cannot read.`);
  }
}
