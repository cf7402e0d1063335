import { buildTreeEnsemble, type TreeNodeSpec, type TreeSpec } from "../../../trees/build-tree-ensemble";
import type { SplitMode, TreePostTransform } from "../../../trees/tree-ensemble";
import { treeEnsembleToJson } from "../../../trees/tree-ensemble-json";
import { tensorFromJson } from "../../tensor";
import { tensor } from "../core/elementwise";
import { attrInt, attrInts, attrTensor, defineOp, nodeError, type NodeView } from "../op";
import { type RegressorConfig, regressorValues, variants } from "./ml-trees";

/**
 * ai.onnx.ml opset 5's TreeEnsemble (what newer converters write for ml opset 5): nodes and leaves in separate
 * arrays, each tree from its root index. Read into the same TreeEnsemble, and finished as onnxruntime finishes
 * it, which turns it into a TreeEnsembleRegressor: one target takes only PROBIT; the transform numbers are the
 * runtime's own (0 none, 1 logistic, 2 softmax, 3 softmax_zero, 4 probit).
 */
const TRANSFORMS: TreePostTransform[] = ["none", "logistic", "softmax", "softmax_zero", "probit"];

function numbers(node: NodeView, name: string): number[] {
  const json = attrTensor(node, name);
  if (!json) throw nodeError(node, `attribute "${name}" is missing.`);
  return Array.from(tensorFromJson(json).data as ArrayLike<number>);
}

export const TreeEnsemble = defineOp<RegressorConfig, ReturnType<typeof variants>>({
  compile(node) {
    const targets = attrInt(node, "n_targets");
    const aggregate = attrInt(node, "aggregate_function", 1);
    const transform = TRANSFORMS[attrInt(node, "post_transform", 0)];
    if (aggregate !== 0 && aggregate !== 1)
      throw nodeError(node, "aggregate_function: the kit sums or averages trees.");
    if (!transform) throw nodeError(node, "post_transform is not one of 0…4.");
    const roots = attrInts(node, "tree_roots");
    const feature = attrInts(node, "nodes_featureids");
    const splits = numbers(node, "nodes_splits");
    const modes = numbers(node, "nodes_modes");
    const yes = attrInts(node, "nodes_truenodeids");
    const no = attrInts(node, "nodes_falsenodeids");
    const yesLeaf = attrInts(node, "nodes_trueleafs");
    const noLeaf = attrInts(node, "nodes_falseleafs");
    const missing = attrInts(node, "nodes_missing_value_tracks_true", []);
    const leafTargets = attrInts(node, "leaf_targetids");
    const leafWeights = numbers(node, "leaf_weights");
    if (modes.some((m) => m > 5))
      throw nodeError(node, "has BRANCH_MEMBER splits (sets of categories), which the kit does not read.");

    const trees: TreeSpec[] = roots.map((root, t) => {
      const nodes: TreeNodeSpec[] = [];
      // Depth first, each node numbered when reached; the builder then checks the result is a tree.
      const add = (index: number, leaf: boolean, depth: number): number => {
        const at = nodes.length;
        if (depth > 1000) throw nodeError(node, `tree ${t} is deeper than 1000 levels.`);
        if (leaf) {
          if (leafWeights[index] === undefined)
            throw nodeError(node, `tree ${t} names leaf ${index}, which does not exist.`);
          nodes.push({ kind: "leaf", weights: [[leafTargets[index]!, leafWeights[index]!]] });
          return at;
        }
        if (feature[index] === undefined) throw nodeError(node, `tree ${t} names node ${index}, which does not exist.`);
        const entry: Extract<TreeNodeSpec, { kind: "split" }> = {
          kind: "split",
          feature: feature[index]!,
          threshold: splits[index]!,
          mode: modes[index] as SplitMode,
          yes: 0,
          no: 0,
          missingYes: missing[index] === 1,
        };
        nodes.push(entry);
        entry.yes = add(yes[index]!, yesLeaf[index] === 1, depth + 1);
        entry.no = add(no[index]!, noLeaf[index] === 1, depth + 1);
        return at;
      };
      // onnxruntime's rule: a root whose two children are the same index is itself the leaf of that index.
      add(root, yes[root] === no[root], 0);
      return { root: 0, nodes };
    });
    const width = feature.reduce((max, f) => Math.max(max, f), 0) + 1;
    const ensemble = buildTreeEnsemble(
      {
        featureCount: width,
        targetCount: targets,
        aggregate: aggregate === 0 ? "average" : "sum",
        postTransform: targets === 1 && transform !== "probit" ? "none" : transform,
        baseValues: new Array<number>(targets).fill(0),
        roundInputs: true,
      },
      trees,
      (t) => `${node.where}: tree ${t}`,
    );
    return { ensemble: treeEnsembleToJson(ensemble) };
  },
  prepare: ({ ensemble }) => variants(ensemble),
  run(trees, [x]) {
    const input = tensor(x, "X");
    const { rows, targets, values } = regressorValues(trees, input);
    // The output has the input's type.
    const data = input.type === "double" ? values : Float32Array.from(values);
    return [{ type: input.type === "double" ? "double" : "float", dims: [rows, targets], data }];
  },
});
