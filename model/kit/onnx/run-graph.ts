import type { OnnxGraph } from "./onnx-graph";
import type { OpDefinition } from "./ops/op";
import { operator } from "./ops/registry";
import { type Tensor, tensorFromJson, type Value } from "./tensor";

/** Serving side: evaluates a compiled graph. No protobuf here, only the operators' `prepare` and `run`. */
export type GraphRunner = {
  /** The named values (graph outputs or any intermediate tensor) for these inputs. */
  run(feeds: Record<string, Tensor>, outputs: readonly string[]): Value[];
};

type ReadyNode = { name: string; op: OpDefinition; state: unknown; inputs: string[]; outputs: string[] };

export function createGraphRunner(graph: OnnxGraph): GraphRunner {
  const constants = new Map(Object.entries(graph.constants).map(([name, json]) => [name, tensorFromJson(json)]));
  const nodes: ReadyNode[] = graph.nodes.map((node) => {
    const op = operator(node.domain, node.op);
    // compileOnnx only lets through operators that exist; a hand-edited graph is the only way here.
    if (!op) throw new Error(`node "${node.name}": operator ${node.domain} ${node.op} is not in the kit`);
    return {
      name: node.name,
      op,
      state: op.prepare ? op.prepare(node.config) : node.config,
      inputs: node.inputs,
      outputs: node.outputs,
    };
  });
  const plans = new Map<string, ReadyNode[]>();

  /** The nodes the wanted values depend on, in graph order; computed once per set of outputs. */
  function plan(outputs: readonly string[]): ReadyNode[] {
    const key = outputs.join("\u0000");
    let found = plans.get(key);
    if (!found) {
      const needed = new Set(outputs);
      const picked: ReadyNode[] = [];
      for (let i = nodes.length - 1; i >= 0; i--) {
        const node = nodes[i]!;
        if (!node.outputs.some((o) => needed.has(o))) continue;
        picked.push(node);
        for (const input of node.inputs) if (input) needed.add(input);
      }
      found = picked.reverse();
      plans.set(key, found);
    }
    return found;
  }

  return {
    run(feeds, outputs) {
      // Constants are read in place, not copied per request.
      const values = new Map<string, Value>(Object.entries(feeds));
      for (const node of plan(outputs)) {
        let results: Value[];
        try {
          results = node.op.run(
            node.state,
            node.inputs.map((name) => (name ? (values.get(name) ?? constants.get(name)) : undefined)),
          );
        } catch (error) {
          throw new Error(`node "${node.name}": ${(error as Error).message}`, { cause: error });
        }
        node.outputs.forEach((name, i) => {
          const value = results[i];
          if (name && value) values.set(name, value);
        });
      }
      return outputs.map((name) => {
        const value = values.get(name) ?? constants.get(name);
        if (!value) throw new Error(`the graph computes no value "${name}"`);
        return value;
      });
    },
  };
}
