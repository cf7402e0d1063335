import type { Answer, ModelDescription, ModelStructure } from "../model-description";
import type { ClassLabel } from "../types";
import { additiveStructure } from "./additive";
import type { CompiledNode, OnnxGraph } from "./onnx-graph";
import { treeView } from "./ops/ml/ml-tree-view";
import { createGraphRunner } from "./run-graph";
import { isTensor } from "./tensor";
import { zeroFeeds } from "./trial-run";

/** Operators that pass a tensor on unchanged in meaning, looked through when tracing the answer. */
const PASS = new Set(["Identity", "Cast", "Reshape", "Flatten", "Squeeze", "Unsqueeze"]);

export function describeOnnx(graph: OnnxGraph): ModelDescription {
  const producer = new Map<string, { node: CompiledNode; index: number }>();
  for (const node of graph.nodes) node.outputs.forEach((o, index) => producer.set(o, { node, index }));
  const source = (tensor: string) => {
    let found = producer.get(tensor);
    while (found && PASS.has(found.node.op)) found = producer.get(found.node.inputs[0]!);
    return found;
  };
  /** The tensor a value comes from through pass-through operators. */
  const origin = (tensor: string) => {
    let name = tensor;
    for (let found = producer.get(name); found && PASS.has(found.node.op); found = producer.get(name)) {
      name = found.node.inputs[0]!;
    }
    return name;
  };
  const answer = findAnswer(graph, source);
  const structure: ModelStructure = !answer
    ? { kind: "other" }
    : (trees(graph, answer, source, origin) ?? throughLink(additiveStructure(graph, answer.tensor), answer, "softmax"));
  const operators: Record<string, number> = {};
  for (const node of graph.nodes) operators[node.op] = (operators[node.op] ?? 0) + 1;
  const ensembles = graph.nodes.flatMap((n) => {
    const view = treeView(n.op, n.config, "float");
    return view ? [view.ensemble] : [];
  });
  const constants = Object.values(graph.constants).reduce((n, t) => n + t.dims.reduce((a, d) => a * d, 1), 0);
  const nodes = ensembles.reduce((n, e) => n + e.feature.length, 0);
  return {
    format: "onnx",
    inputs: graph.inputs,
    outputs: graph.outputs,
    task: taskOf(answer, source),
    ...(answer && answer.kind !== "values" ? { classes: answer.classes } : {}),
    answer,
    structure,
    size: {
      operators,
      ...(ensembles.length > 0 ? { trees: ensembles.reduce((n, e) => n + e.roots.length, 0), nodes } : {}),
      parameters: constants + nodes,
    },
  };
}

type Source = (tensor: string) => { node: CompiledNode; index: number } | undefined;

/**
 * What the graph says of its task. One raw column (not a regressor operator's, not after a Sigmoid) is a value or
 * a binary classifier's log-odds, which the graph cannot tell apart: "unknown", and test.csv's target decides
 * (data/target.ts; compile-model.ts then reads the column as scores).
 */
function taskOf(answer: Answer | null, source: Source): ModelDescription["task"] {
  if (!answer) return "unknown";
  if (answer.kind !== "values") return "classifier";
  const op = source(answer.tensor)?.node.op;
  return op && REGRESSORS.has(op) ? "regressor" : "unknown";
}

/**
 * The answer: the tensor a ZipMap turns into maps (classes from it), a classifier operator's probabilities, or
 * the first numeric output — a class probability after Sigmoid or Softmax, else a value.
 */
function findAnswer(graph: OnnxGraph, source: Source): Answer | null {
  for (const output of graph.outputs) {
    const zip = source(output.name);
    if (zip?.node.op === "ZipMap") {
      return {
        tensor: zip.node.inputs[0]!,
        kind: "probabilities",
        classes: (zip.node.config as { labels: ClassLabel[] }).labels,
      };
    }
  }
  const numeric = graph.outputs.filter((o) => o.type === "float" || o.type === "double");
  for (const output of numeric) {
    const from = source(output.name);
    if (
      from &&
      from.index === 1 &&
      (from.node.op === "TreeEnsembleClassifier" || from.node.op === "LinearClassifier")
    ) {
      return {
        tensor: output.name,
        kind: "probabilities",
        classes: (from.node.config as { labels: ClassLabel[] }).labels,
      };
    }
  }
  const first = numeric[0];
  if (!first) return null;
  const from = source(first.name);
  const width = answerWidth(graph, first.name);
  if (from?.node.op === "Sigmoid" && width === 1) return { tensor: first.name, kind: "probabilities", classes: [0, 1] };
  if (from?.node.op === "Softmax" && width !== null && width > 1) {
    return { tensor: first.name, kind: "probabilities", classes: Array.from({ length: width }, (_, k) => k) };
  }
  // Several raw columns: a network's logits, one per class (PyTorch's cross-entropy takes them before any softmax).
  if (width !== null && width > 1) {
    return { tensor: first.name, kind: "scores", classes: Array.from({ length: width }, (_, k) => k) };
  }
  return width === 1 ? { tensor: first.name, kind: "values" } : null;
}

/**
 * An additive model's link once its answer is read: a class's scores (logits) become probabilities through the
 * link, so the sum the explanation splits lies below it (softmax over the columns here; the logistic function for
 * one column of log-odds, readAsLogOdds).
 */
function throughLink(structure: ModelStructure, answer: Answer, link: "logistic" | "softmax"): ModelStructure {
  if (structure.kind !== "additive" || structure.link !== "identity" || answer.kind !== "scores") return structure;
  return { kind: "additive", link };
}

/**
 * The description of a model whose one raw column test.csv's target shows to be a binary classifier's: its
 * log-odds of `classes[1]` (a PyTorch network trained with BCEWithLogitsLoss, exported without its Sigmoid).
 */
export function readAsLogOdds(description: ModelDescription, classes: ClassLabel[]): ModelDescription {
  const { answer, structure } = description;
  if (!answer || answer.kind !== "values") return description;
  const scores: Answer = { tensor: answer.tensor, kind: "scores", classes };
  return {
    ...description,
    task: "classifier",
    classes,
    answer: scores,
    structure: throughLink(structure, scores, "logistic"),
  };
}

/** Operators whose one-column output is a regression's value by what they are, whatever the target holds. */
const REGRESSORS = new Set(["LinearRegressor", "TreeEnsembleRegressor"]);

/** Columns per row of a tensor, from the declared shape or, failing that, a run on two rows of zeros. */
function answerWidth(graph: OnnxGraph, tensor: string): number | null {
  const declared = graph.outputs.find((o) => o.name === tensor)?.shape;
  if (declared && declared.length <= 2 && (declared.length === 1 || typeof declared[1] === "number")) {
    return declared.length === 1 ? 1 : (declared[1] as number);
  }
  const feeds = zeroFeeds(graph, 2);
  if (!feeds) return null;
  const [value] = createGraphRunner(graph).run(feeds, [tensor]);
  return isTensor(value) ? value.data.length / 2 : null;
}

/** Trees applied to the one input tensor itself (through casts at most) answer exactly with TreeSHAP. */
function trees(
  graph: OnnxGraph,
  answer: Answer,
  source: Source,
  origin: (tensor: string) => string,
): ModelStructure | null {
  const from = source(answer.tensor);
  const input = graph.inputs.length === 1 ? graph.inputs[0]! : null;
  if (!from || !input || origin(from.node.inputs[0]!) !== input.name) return null;
  if (from.index !== (from.node.op === "TreeEnsembleClassifier" ? 1 : 0)) return null;
  const view = treeView(from.node.op, from.node.config, input.type);
  if (!view) return null;
  const declared = input.shape?.[input.shape.length - 1];
  const width = typeof declared === "number" ? declared : view.ensemble.featureCount;
  return {
    kind: "trees",
    ensemble: view.ensemble,
    featureOfColumn: Array.from({ length: width }, (_, c) => c),
    answer: view.answer,
  };
}
