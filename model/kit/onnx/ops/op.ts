import { KitModelError } from "../../kit-model-error";
import type { TensorJson } from "../onnx-graph";
import type { Tensor, Value } from "../tensor";

/** An attribute as read from the protobuf, kept with its declared kind so that an int is not taken for a float. */
export type Attr =
  | { kind: "float"; value: number }
  | { kind: "int"; value: number }
  | { kind: "string"; value: string }
  | { kind: "floats"; value: number[] }
  | { kind: "ints"; value: number[] }
  | { kind: "strings"; value: string[] }
  | { kind: "tensor"; value: TensorJson }
  | { kind: "other"; value: null; problem?: string };

/** What an operator sees of its node at build time: plain values, no protobuf. */
export type NodeView = {
  /** For errors: `model.onnx: node "name" (Op)`. */
  where: string;
  op: string;
  /** The opset the model imports for the node's domain: operators changed between versions. */
  version: number;
  inputs: string[];
  outputs: string[];
  attrs: Record<string, Attr>;
  /** The initializer or Constant behind input i, when it is one; operators fold shapes and axes from it. */
  constant(i: number): Tensor | undefined;
};

/**
 * One operator: `compile` runs at build time (reads and checks attributes, returns plain JSON), `prepare` once
 * per model where it is served (decodes arrays), `run` per request.
 */
export type OpDefinition<Config = unknown, State = Config> = {
  compile(node: NodeView): Config;
  prepare?(config: Config): State;
  run(state: State, inputs: (Value | undefined)[]): Value[];
};

export function defineOp<Config, State = Config>(op: OpDefinition<Config, State>): OpDefinition<unknown, unknown> {
  return op as OpDefinition<unknown, unknown>;
}

export function nodeError(node: NodeView, problem: string): KitModelError {
  return new KitModelError(`${node.where}: ${problem}`);
}

function attr<K extends Attr["kind"]>(
  node: NodeView,
  name: string,
  kinds: K[],
): Extract<Attr, { kind: K }> | undefined {
  const found = node.attrs[name];
  if (found === undefined) return undefined;
  if (!(kinds as string[]).includes(found.kind)) {
    throw nodeError(node, `attribute "${name}" is ${found.kind}, where ${kinds.join(" or ")} is expected.`);
  }
  return found as Extract<Attr, { kind: K }>;
}

function required<T>(node: NodeView, name: string, value: T | undefined): T {
  if (value === undefined) throw nodeError(node, `attribute "${name}" is missing.`);
  return value;
}

export function attrInt(node: NodeView, name: string, fallback?: number): number {
  return required(node, name, attr(node, name, ["int"])?.value ?? fallback);
}

export function attrFloat(node: NodeView, name: string, fallback?: number): number {
  return required(node, name, attr(node, name, ["float", "int"])?.value ?? fallback);
}

export function attrString(node: NodeView, name: string, fallback?: string): string {
  return required(node, name, attr(node, name, ["string"])?.value ?? fallback);
}

export function attrInts(node: NodeView, name: string, fallback?: number[]): number[] {
  return required(
    node,
    name,
    attr(node, name, ["ints", "int"]) ? toList(attr(node, name, ["ints", "int"])!) : fallback,
  );
}

export function attrFloats(node: NodeView, name: string, fallback?: number[]): number[] {
  const found = attr(node, name, ["floats", "float", "ints"]);
  return required(node, name, found ? toList(found) : fallback);
}

export function attrStrings(node: NodeView, name: string, fallback?: string[]): string[] {
  const found = attr(node, name, ["strings", "string"]);
  return required(node, name, found ? (Array.isArray(found.value) ? found.value : [found.value]) : fallback);
}

export function attrTensor(node: NodeView, name: string): TensorJson | undefined {
  return attr(node, name, ["tensor"])?.value;
}

function toList(found: { value: number | number[] }): number[] {
  return Array.isArray(found.value) ? found.value : [found.value];
}

/** The constant behind input i as integers (shapes, axes), or an error saying it must be constant. */
export function constantInts(node: NodeView, i: number, what: string): number[] | undefined {
  if (!node.inputs[i]) return undefined;
  const tensor = node.constant(i);
  if (!tensor || Array.isArray(tensor.data)) {
    throw nodeError(node, `${what} (input ${i}, "${node.inputs[i]}") must be a constant of the model.`);
  }
  return Array.from(tensor.data);
}
