import { KitModelError } from "../kit-model-error";
import type { SplitMode, TreeAggregate, TreeEnsemble, TreePostTransform } from "./tree-ensemble";

/** One node of one tree, children as indices into the same tree's node list. */
export type TreeNodeSpec =
  | { kind: "split"; feature: number; threshold: number; mode: SplitMode; yes: number; no: number; missingYes: boolean }
  | { kind: "leaf"; weights: readonly (readonly [target: number, weight: number])[] };

export type TreeSpec = { root: number; nodes: readonly TreeNodeSpec[]; cover?: readonly number[] };

export type EnsembleHeader = {
  featureCount: number;
  targetCount: number;
  aggregate: TreeAggregate;
  postTransform: TreePostTransform;
  baseValues: readonly number[];
  roundInputs: boolean;
};

/** Deeper than this, a tree is refused: no trained tree is, and a deeper one would be a chain built to stall us. */
export const MAX_TREE_DEPTH = 1000;

/**
 * Lays trees out in one index space and checks each is a tree: children exist, no node is reached twice (a
 * cycle would loop for ever at request time), depth within MAX_TREE_DEPTH, features and targets in range.
 * `where(tree)` names the tree in an error, e.g. `node "TreeEnsembleClassifier" tree 3`.
 */
export function buildTreeEnsemble(
  header: EnsembleHeader,
  trees: readonly TreeSpec[],
  where: (tree: number) => string,
): TreeEnsemble {
  const total = trees.reduce((sum, tree) => sum + tree.nodes.length, 0);
  const weights = trees.reduce(
    (sum, tree) => sum + tree.nodes.reduce((n, node) => n + (node.kind === "leaf" ? node.weights.length : 0), 0),
    0,
  );
  const e: TreeEnsemble = {
    ...header,
    baseValues: Float64Array.from(header.baseValues),
    roots: new Int32Array(trees.length),
    feature: new Int32Array(total),
    threshold: new Float64Array(total),
    mode: new Uint8Array(total),
    yes: new Int32Array(total),
    no: new Int32Array(total),
    missingYes: new Uint8Array(total),
    leafStart: new Int32Array(total + 1),
    leafTarget: new Int32Array(weights),
    leafWeight: new Float64Array(weights),
  };
  const hasCover = trees.length > 0 && trees.every((tree) => tree.cover);
  if (hasCover) e.cover = new Float64Array(total);
  let offset = 0;
  let w = 0;
  trees.forEach((tree, t) => {
    checkShape(tree, header, () => where(t));
    e.roots[t] = offset + tree.root;
    tree.nodes.forEach((node, i) => {
      const n = offset + i;
      e.leafStart[n] = w;
      if (e.cover) e.cover[n] = tree.cover![i]!;
      if (node.kind === "leaf") {
        e.feature[n] = -1;
        for (const [target, weight] of node.weights) {
          e.leafTarget[w] = target;
          e.leafWeight[w++] = weight;
        }
        return;
      }
      e.feature[n] = node.feature;
      e.threshold[n] = node.threshold;
      e.mode[n] = node.mode;
      e.yes[n] = offset + node.yes;
      e.no[n] = offset + node.no;
      e.missingYes[n] = node.missingYes ? 1 : 0;
    });
    offset += tree.nodes.length;
  });
  e.leafStart[total] = w;
  return e;
}

function checkShape(tree: TreeSpec, header: EnsembleHeader, where: () => string): void {
  const seen = new Uint8Array(tree.nodes.length);
  const stack: [node: number, depth: number][] = [[tree.root, 0]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop()!;
    const node = tree.nodes[n];
    if (!node) throw new KitModelError(`${where()}: a split points to node ${n}, which the tree does not have.`);
    if (seen[n]) {
      throw new KitModelError(`${where()}: node ${n} is reached twice (a cycle, or two parents): not a tree.`);
    }
    if (depth > MAX_TREE_DEPTH) throw new KitModelError(`${where()}: deeper than ${MAX_TREE_DEPTH} levels.`);
    seen[n] = 1;
    if (node.kind === "leaf") {
      if (node.weights.length === 0) throw new KitModelError(`${where()}: leaf ${n} has no weight.`);
      for (const [target] of node.weights) {
        if (!(target >= 0 && target < header.targetCount)) {
          throw new KitModelError(`${where()}: leaf ${n} names target ${target}, outside 0…${header.targetCount - 1}.`);
        }
      }
      continue;
    }
    if (!(node.feature >= 0 && node.feature < header.featureCount)) {
      throw new KitModelError(
        `${where()}: node ${n} splits on feature ${node.feature}, outside the input's ${header.featureCount} columns.`,
      );
    }
    stack.push([node.yes, depth + 1], [node.no, depth + 1]);
  }
}
