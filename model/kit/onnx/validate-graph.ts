import { KitModelError } from "../kit-model-error";
import type { ParsedModel, ParsedNode } from "./read-onnx";

/**
 * The graph checks that need no operator: every value has one producer, every node input exists, outputs
 * are produced, and no cycle. Returns the nodes in an order where each follows its producers.
 */
export function sortGraph(model: ParsedModel, file: string): ParsedNode[] {
  const producer = new Map<string, string>();
  const claim = (name: string, by: string) => {
    const earlier = producer.get(name);
    if (earlier !== undefined) {
      throw new KitModelError(
        `${file}: the value "${name}" is produced twice (by ${earlier} and by ${by}). Export the model again.`,
      );
    }
    producer.set(name, by);
  };
  for (const t of model.initializers) claim(t.name, "an initializer");
  const initializers = new Set(model.initializers.map((t) => t.name));
  // Before IR 4 initializers are listed as graph inputs too: one value, not two.
  for (const input of model.inputs) if (!initializers.has(input.name)) claim(input.name, "a graph input");
  for (const node of model.nodes) for (const output of node.outputs) if (output) claim(output, `node "${node.name}"`);

  for (const node of model.nodes) {
    for (const input of node.inputs) {
      if (input && !producer.has(input)) {
        throw new KitModelError(
          `${file}: node "${node.name}" (${node.op}) reads "${input}", which no node produces and which is neither a ` +
            "graph input nor an initializer. The graph is incomplete: export the model again.",
        );
      }
    }
  }
  for (const output of model.outputs) {
    if (!producer.has(output.name)) {
      throw new KitModelError(
        `${file}: the graph output "${output.name}" is produced by nothing. Export the model again.`,
      );
    }
  }

  // Kahn's algorithm: a node is ready once all the nodes it reads from are placed.
  const producedBy = new Map<string, number>();
  model.nodes.forEach((node, i) => node.outputs.forEach((o) => o && producedBy.set(o, i)));
  const waiting = model.nodes.map(
    (node) => new Set(node.inputs.flatMap((input) => (producedBy.has(input) ? [producedBy.get(input)!] : []))),
  );
  const readers = model.nodes.map(() => [] as number[]);
  waiting.forEach((deps, i) => deps.forEach((d) => readers[d]!.push(i)));
  const ready = waiting.flatMap((deps, i) => (deps.size === 0 ? [i] : []));
  const order: ParsedNode[] = [];
  while (ready.length > 0) {
    const i = ready.shift()!;
    order.push(model.nodes[i]!);
    for (const r of readers[i]!) {
      waiting[r]!.delete(i);
      if (waiting[r]!.size === 0) ready.push(r);
    }
  }
  if (order.length < model.nodes.length) {
    throw new KitModelError(
      `${file}: the graph has a cycle through ${cycle(waiting, model.nodes)}. ONNX graphs are acyclic: export the model again.`,
    );
  }
  return order;
}

/** One cycle among the nodes left waiting, as `"a" → "b" → "a"`. */
function cycle(waiting: Set<number>[], nodes: ParsedNode[]): string {
  let at = waiting.findIndex((deps) => deps.size > 0);
  const seen: number[] = [];
  while (!seen.includes(at)) {
    seen.push(at);
    at = [...waiting[at]!][0]!;
  }
  const loop = seen.slice(seen.indexOf(at));
  return [...loop, at].map((i) => `"${nodes[i]!.name}"`).join(" → ");
}
