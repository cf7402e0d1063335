import {
  buildTreeEnsemble,
  type EnsembleHeader,
  type TreeNodeSpec,
  type TreeSpec,
} from "../../../trees/build-tree-ensemble";
import { SplitMode, type TreeEnsemble } from "../../../trees/tree-ensemble";
import { tensorFromJson } from "../../tensor";
import { attrFloats, attrInts, attrStrings, attrTensor, nodeError, type NodeView } from "../op";

const MODES: Record<string, SplitMode | "leaf"> = {
  BRANCH_LEQ: SplitMode.LEQ,
  BRANCH_LT: SplitMode.LT,
  BRANCH_GTE: SplitMode.GTE,
  BRANCH_GT: SplitMode.GT,
  BRANCH_EQ: SplitMode.EQ,
  BRANCH_NEQ: SplitMode.NEQ,
  LEAF: "leaf",
};

/** A float attribute, or its `_as_tensor` double twin (ai.onnx.ml opset 3, for models in double precision). */
export function floatsOrTensor(node: NodeView, name: string): number[] {
  const json = attrTensor(node, `${name}_as_tensor`);
  if (json) return Array.from(tensorFromJson(json).data as Float64Array);
  return attrFloats(node, name, []);
}

/**
 * TreeEnsembleClassifier's or TreeEnsembleRegressor's node and leaf attributes (`prefix` "class" or "target")
 * → a TreeEnsemble. As ONNX Runtime reads them: a tree's nodes are listed together, its root first; children
 * are found by (tree id, node id); weights on a node that is not a leaf are ignored; a leaf without one is an error.
 */
export function readTrees(node: NodeView, prefix: "class" | "target", header: EnsembleHeader): TreeEnsemble {
  const treeIds = attrInts(node, "nodes_treeids");
  const nodeIds = attrInts(node, "nodes_nodeids");
  const features = attrInts(node, "nodes_featureids");
  const modes = attrStrings(node, "nodes_modes");
  const values = floatsOrTensor(node, "nodes_values");
  const yes = attrInts(node, "nodes_truenodeids");
  const no = attrInts(node, "nodes_falsenodeids");
  const missing = attrInts(node, "nodes_missing_value_tracks_true", []);
  const n = treeIds.length;
  for (const [name, list] of Object.entries({ nodeIds, features, modes, values, yes, no })) {
    if (list.length !== n) throw nodeError(node, `nodes_${name} has ${list.length} entries, nodes_treeids ${n}.`);
  }

  // Tree by tree, in the order listed; each (tree, node) id to its index within its tree.
  const trees: { id: number; start: number; end: number; index: Map<number, number> }[] = [];
  for (let i = 0; i < n; i++) {
    let tree = trees[trees.length - 1];
    if (!tree || tree.id !== treeIds[i]) {
      if (trees.some((t) => t.id === treeIds[i])) {
        throw nodeError(node, `the nodes of tree ${treeIds[i]} are not listed together; the runtime would misread it.`);
      }
      tree = { id: treeIds[i]!, start: i, end: i, index: new Map() };
      trees.push(tree);
    }
    if (tree.index.has(nodeIds[i]!)) throw nodeError(node, `tree ${tree.id} lists node ${nodeIds[i]} twice.`);
    tree.index.set(nodeIds[i]!, i - tree.start);
    tree.end = i + 1;
  }

  const leafIds = attrInts(node, `${prefix}_nodeids`, []);
  const leafTrees = attrInts(node, `${prefix}_treeids`, []);
  const leafTargets = attrInts(node, `${prefix}_ids`, []);
  const leafWeights = floatsOrTensor(node, `${prefix}_weights`);
  if (
    leafTrees.length !== leafIds.length ||
    leafTargets.length !== leafIds.length ||
    leafWeights.length !== leafIds.length
  ) {
    throw nodeError(node, `the ${prefix}_* attributes differ in length.`);
  }
  const weightsOf = new Map<string, [number, number][]>();
  leafIds.forEach((id, w) => {
    const k = `${leafTrees[w]}:${id}`;
    weightsOf.set(k, [...(weightsOf.get(k) ?? []), [leafTargets[w]!, leafWeights[w]!]]);
  });

  const specs: TreeSpec[] = trees.map((tree) => {
    const child = (i: number, id: number) => {
      const found = tree.index.get(id);
      if (found === undefined)
        throw nodeError(node, `tree ${tree.id}, node ${nodeIds[i]} points to node ${id}, which the tree lacks.`);
      return found;
    };
    const nodes: TreeNodeSpec[] = [];
    for (let i = tree.start; i < tree.end; i++) {
      const mode = MODES[modes[i]!];
      if (mode === undefined) throw nodeError(node, `tree ${tree.id}, node ${nodeIds[i]} has mode "${modes[i]}".`);
      if (mode === "leaf") {
        const weights = weightsOf.get(`${tree.id}:${nodeIds[i]}`);
        if (!weights) throw nodeError(node, `tree ${tree.id}, leaf ${nodeIds[i]} has no weight.`);
        nodes.push({ kind: "leaf", weights });
      } else {
        nodes.push({
          kind: "split",
          feature: features[i]!,
          threshold: values[i]!,
          mode,
          yes: child(i, yes[i]!),
          no: child(i, no[i]!),
          missingYes: missing[i] === 1,
        });
      }
    }
    return { root: 0, nodes };
  });
  return buildTreeEnsemble(header, specs, (t) => `${node.where}: tree ${trees[t]!.id}`);
}

/** The width a tree ensemble needs: one past its largest feature index. */
export function featureWidth(node: NodeView): number {
  // A loop, not Math.max(...ids): a large ensemble has more ids than a call may take arguments.
  let max = 0;
  for (const id of attrInts(node, "nodes_featureids", [])) max = Math.max(max, id);
  return max + 1;
}
