import type { ModelStructure } from "../model-description";
import type { CompiledNode, OnnxGraph } from "./onnx-graph";

/**
 * Whether the answer's margin is additive in the fields: a sum of one function per field. Each tensor gets a
 * state, in graph order: "const"; "field" (each column a function of at most one field); "linear" (a sum of
 * per-field functions, e.g. after Gemm by constant weights); "other". The answer is additive when the tensor
 * under its link (Sigmoid, Softmax, a Linear classifier's post-transform) is "field" or "linear".
 */
type State = "const" | "field" | "linear" | "other";
const RANK: Record<State, number> = { const: 0, field: 1, linear: 2, other: 3 };

/** Operators that act on each element (or each field's own columns) alone. */
const PER_FIELD = new Set([
  "Imputer",
  "Scaler",
  "Cast",
  "Identity",
  "Binarizer",
  "OneHotEncoder",
  "LabelEncoder",
  "Relu",
  "Sigmoid",
  "Tanh",
  "Clip",
  "Reshape",
  "Flatten",
  "Squeeze",
  "Unsqueeze",
  "ArrayFeatureExtractor",
]);
/** Of those, the ones that keep a sum of per-field terms a sum of per-field terms. */
const AFFINE = new Set(["Scaler", "Cast", "Identity", "Reshape", "Flatten", "Squeeze", "Unsqueeze"]);

export function additiveStructure(graph: OnnxGraph, answer: string): ModelStructure {
  const state = new Map<string, State>();
  for (const name of Object.keys(graph.constants)) state.set(name, "const");
  for (const input of graph.inputs) state.set(input.name, "field");
  const producer = new Map<string, CompiledNode>();
  for (const node of graph.nodes) {
    node.outputs.forEach((o) => producer.set(o, node));
    const result = step(
      node,
      node.inputs.map((i) => (i ? (state.get(i) ?? "other") : "const")),
    );
    node.outputs.forEach((o) => state.set(o, result));
  }
  // Through a Normalizer(L1) on a binary classifier's two probabilities: σ(−z) + σ(z) = 1, it changes nothing.
  let at = producer.get(answer);
  if (at?.op === "Normalizer" && (at.config as { norm: string }).norm === "L1") at = producer.get(at.inputs[0]!);
  if (!at) return { kind: "other" };
  const below = (i: number) => state.get(at!.inputs[i] ?? "") ?? "other";
  const additive = (s: State) => s === "field" || s === "linear" || s === "const";
  if (at.op === "Sigmoid" && additive(below(0))) return { kind: "additive", link: "logistic" };
  if (at.op === "Softmax" && additive(below(0))) return { kind: "additive", link: "softmax" };
  if (at.op === "LinearClassifier" && additive(below(0))) {
    const transform = (at.config as { transform: string }).transform;
    if (transform === "logistic" || transform === "softmax" || transform === "none") {
      return { kind: "additive", link: transform === "none" ? "identity" : transform };
    }
    return { kind: "other" };
  }
  return additive(state.get(answer) ?? "other") ? { kind: "additive", link: "identity" } : { kind: "other" };
}

function step(node: CompiledNode, inputs: State[]): State {
  const worst = inputs.reduce<State>((w, s) => (RANK[s] > RANK[w] ? s : w), "const");
  const data = inputs[0] ?? "other";
  const restConstant = inputs.slice(1).every((s) => s === "const");
  if (worst === "const") return "const";
  if (PER_FIELD.has(node.op) && restConstant) {
    if (data === "field") return "field";
    return data === "linear" && AFFINE.has(node.op) ? "linear" : "other";
  }
  switch (node.op) {
    case "Concat":
      return worst;
    case "Add":
    case "Sub":
      return worst === "other"
        ? "other"
        : inputs.every((s) => s !== "linear") && inputs.filter((s) => s === "field").length <= 1
          ? "field"
          : "linear";
    case "Mul":
    case "Div":
      // By a constant only (and Div only with the constant below the line).
      return (node.op === "Mul" ? inputs.filter((s) => s !== "const").length === 1 : inputs[1] === "const") &&
        worst !== "other"
        ? worst
        : "other";
    case "Gemm":
    case "MatMul":
      return inputs[1] === "const" && (inputs[2] ?? "const") === "const" && data !== "other" ? "linear" : "other";
    case "LinearRegressor":
      return data === "other" ? "other" : "linear";
    default:
      return "other";
  }
}
