import type { TreeEnsemble } from "../trees/tree-ensemble";
import { ShapPath } from "./shap-path";
import { branchTaken } from "./tree-path";

/**
 * Exact path-dependent TreeSHAP (Lundberg et al., "Consistent Individualized Feature Attribution for Tree
 * Ensembles", 2018, algorithm 2; Nature Machine Intelligence 2020), written after XGBoost's own
 * RegTree::TreeShap so that its answers match `predict(..., pred_contribs=True)`: a feature's value is the
 * Shapley value of the game whose worth for a set S is the tree's expected output given x_S, the other features
 * integrated out along the covers (each child's share of its parent's rows).
 *
 * Contributions are on the margin (before the post-transform), per target: base[k] + Σ_j phi[k·F + j] is the
 * ensemble's margin for target k, exactly (up to rounding).
 */
export type TreeShapValues = { targets: number; features: number; base: Float64Array; phi: Float64Array };

type Prepared = {
  /** Each node's cover as a share of its parent's (½ under a parent no row reached, so means stay defined). */
  share: Float64Array;
  /** Each node's expected margin per target, row-major nodes × targets, by the same shares. */
  mean: Float64Array;
  /** The deepest tree's depth, for the path buffers. */
  depth: number;
};

const preparedFor = new WeakMap<TreeEnsemble, WeakMap<Float64Array, Prepared>>();

function prepare(e: TreeEnsemble, cover: Float64Array): Prepared {
  const targets = e.targetCount;
  const share = new Float64Array(e.feature.length);
  const mean = new Float64Array(e.feature.length * targets);
  let deepest = 0;
  const visit = (node: number, depth: number) => {
    deepest = Math.max(deepest, depth);
    if (e.feature[node]! < 0) {
      for (let w = e.leafStart[node]!; w < e.leafStart[node + 1]!; w++) {
        mean[node * targets + e.leafTarget[w]!]! += e.leafWeight[w]!;
      }
      return;
    }
    const yes = e.yes[node]!;
    const no = e.no[node]!;
    const total = cover[node]!;
    share[yes] = total > 0 ? cover[yes]! / total : 0.5;
    share[no] = total > 0 ? cover[no]! / total : 0.5;
    visit(yes, depth + 1);
    visit(no, depth + 1);
    for (let k = 0; k < targets; k++) {
      mean[node * targets + k] = share[yes]! * mean[yes * targets + k]! + share[no]! * mean[no * targets + k]!;
    }
  };
  for (const root of e.roots) visit(root, 0);
  return { share, mean, depth: deepest };
}

function prepared(e: TreeEnsemble, cover: Float64Array): Prepared {
  let byCover = preparedFor.get(e);
  if (!byCover) preparedFor.set(e, (byCover = new WeakMap()));
  let found = byCover.get(cover);
  if (!found) byCover.set(cover, (found = prepare(e, cover)));
  return found;
}

/**
 * TreeSHAP values of one row `x` (the feature vector the trees read) for every target. `cover` gives each node's
 * rows: XGBoost's training hessian sums (the ensemble's own), or coversFromRows over background rows for trees
 * whose source records none.
 */
export function treeShap(
  e: TreeEnsemble,
  x: ArrayLike<number>,
  cover: Float64Array | undefined = e.cover,
): TreeShapValues {
  if (!cover)
    throw new Error("These trees carry no covers: pass covers counted from background rows (coversFromRows).");
  const { share, mean, depth: deepest } = prepared(e, cover);
  const targets = e.targetCount;
  const features = e.featureCount;
  const values = e.roundInputs ? Float32Array.from(x) : Float64Array.from(x);
  const scale = e.aggregate === "average" && e.roots.length > 0 ? 1 / e.roots.length : 1;
  const phi = new Float64Array(targets * features);
  const base = Float64Array.from(e.baseValues);
  const path = new ShapPath((deepest + 3) ** 2);

  const recurse = (node: number, depth: number, parentAt: number, zero: number, one: number, feature: number) => {
    const at = parentAt + depth + 1;
    path.copy(parentAt, at, depth);
    path.extend(at, depth, zero, one, feature);
    if (e.feature[node]! < 0) {
      for (let i = 1; i <= depth; i++) {
        const w = path.unwoundSum(at, depth, i) * (path.one[at + i]! - path.zero[at + i]!) * scale;
        const j = path.feature[at + i]!;
        for (let s = e.leafStart[node]!; s < e.leafStart[node + 1]!; s++) {
          phi[e.leafTarget[s]! * features + j]! += w * e.leafWeight[s]!;
        }
      }
      return;
    }
    const split = e.feature[node]!;
    const hot = branchTaken(e, node, values[split]!);
    const cold = hot === e.yes[node] ? e.no[node]! : e.yes[node]!;
    let incomingZero = 1;
    let incomingOne = 1;
    let d = depth;
    let k = 0;
    while (k <= d && path.feature[at + k] !== split) k++;
    if (k <= d) {
      incomingZero = path.zero[at + k]!;
      incomingOne = path.one[at + k]!;
      path.unwind(at, d, k);
      d -= 1;
    }
    // A branch no row and not x follows adds nothing, and would divide zero by zero further down.
    if (share[hot]! * incomingZero > 0 || incomingOne > 0) {
      recurse(hot, d + 1, at, share[hot]! * incomingZero, incomingOne, split);
    }
    if (share[cold]! * incomingZero > 0) recurse(cold, d + 1, at, share[cold]! * incomingZero, 0, split);
  };

  for (const root of e.roots) {
    for (let t = 0; t < targets; t++) base[t]! += scale * mean[root * targets + t]!;
    recurse(root, 0, 0, 1, 1, -1);
  }
  return { targets, features, base, phi };
}
