import { SplitMode, type TreeEnsemble } from "./tree-ensemble";

/**
 * The ensemble's margins for a batch: `rows × targetCount` values, row-major, before the post-transform
 * (baseValues added, and divided by the tree count for "average").
 *
 * `features` is row-major with `stride` values per row (the input's width; the nodes index the first
 * featureCount of them). This is the serving hot path: one row must take microseconds, and 10,000 rows through
 * hundreds of trees must stay near ONNX Runtime's native speed, so the walk runs over flat typed arrays, with
 * a loop specialised for the common case (every split `<=` or every split `<`, missing values not tracked).
 */
export function treeMargins(
  ensemble: TreeEnsemble,
  features: Float32Array | Float64Array,
  rows: number,
  stride: number,
): Float64Array {
  const walk = prepared(ensemble);
  // Float32 inputs are compared as float32, as ONNX Runtime and XGBoost do: rounding once here is the same as
  // rounding at each comparison, since thresholds are float32 values already.
  const x = ensemble.roundInputs && !(features instanceof Float32Array) ? Float32Array.from(features) : features;
  const targets = ensemble.targetCount;
  const out = new Float64Array(rows * targets);
  const trees = ensemble.roots.length;
  for (let r = 0; r < rows; r++) {
    const offset = r * stride;
    const base = r * targets;
    for (let t = 0; t < trees; t++) {
      const leaf = walk.find(ensemble.roots[t]!, x, offset);
      if (walk.singleWeight) {
        const k = base + walk.leafTarget[leaf]!;
        out[k] = out[k]! + walk.value[leaf]!;
      } else {
        const end = ensemble.leafStart[leaf + 1]!;
        for (let w = ensemble.leafStart[leaf]!; w < end; w++) {
          const k = base + ensemble.leafTarget[w]!;
          out[k] = out[k]! + ensemble.leafWeight[w]!;
        }
      }
    }
  }
  const scale = ensemble.aggregate === "average" && trees > 0 ? 1 / trees : 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! * scale + ensemble.baseValues[i % targets]!;
  return out;
}

/** The leaf (node index) one row reaches in one tree, for explanations that follow a row down each tree. */
export function reachedLeaf(ensemble: TreeEnsemble, root: number, features: ArrayLike<number>, offset = 0): number {
  const x = ensemble.roundInputs ? Float32Array.from(features) : Float64Array.from(features);
  return prepared(ensemble).find(root, x, offset);
}

type Walk = {
  find(root: number, x: Float32Array | Float64Array, offset: number): number;
  /** Every leaf holds exactly one weight: it is value[leaf], for target leafTarget[leaf]. */
  singleWeight: boolean;
  value: Float64Array;
  leafTarget: Int32Array;
};

const cache = new WeakMap<TreeEnsemble, Walk>();

function prepared(ensemble: TreeEnsemble): Walk {
  let walk = cache.get(ensemble);
  if (!walk) {
    walk = prepare(ensemble);
    cache.set(ensemble, walk);
  }
  return walk;
}

function prepare(e: TreeEnsemble): Walk {
  const nodes = e.feature.length;
  const value = Float64Array.from(e.threshold);
  const leafTarget = new Int32Array(nodes);
  let singleWeight = true;
  for (let n = 0; n < nodes; n++) {
    if (e.feature[n]! >= 0) continue;
    const start = e.leafStart[n]!;
    if (e.leafStart[n + 1]! - start !== 1) singleWeight = false;
    else {
      value[n] = e.leafWeight[start]!;
      leafTarget[n] = e.leafTarget[start]!;
    }
  }
  return { find: finder(e), singleWeight, value, leafTarget };
}

function finder(e: TreeEnsemble): Walk["find"] {
  const { feature, threshold, yes, no, missingYes, mode } = e;
  let shared: number | undefined;
  let tracksMissing = false;
  for (let n = 0; n < feature.length; n++) {
    if (feature[n]! < 0) continue;
    if (missingYes[n]) tracksMissing = true;
    shared = shared === undefined || shared === mode[n] ? mode[n] : -1;
  }
  // A missing value (NaN) fails every comparison but NEQ, so with no node tracking missing values the plain
  // comparison already sends it `no`, as ONNX Runtime does.
  if (!tracksMissing && shared === SplitMode.LEQ) {
    return (n, x, o) => {
      while (feature[n]! >= 0) n = x[o + feature[n]!]! <= threshold[n]! ? yes[n]! : no[n]!;
      return n;
    };
  }
  if (!tracksMissing && shared === SplitMode.LT) {
    return (n, x, o) => {
      while (feature[n]! >= 0) n = x[o + feature[n]!]! < threshold[n]! ? yes[n]! : no[n]!;
      return n;
    };
  }
  if (shared === SplitMode.LT) {
    // XGBoost's layout: `<`, and each split sends a missing value its own way.
    return (n, x, o) => {
      while (feature[n]! >= 0) {
        const v = x[o + feature[n]!]!;
        n = v < threshold[n]! ? yes[n]! : v >= threshold[n]! ? no[n]! : missingYes[n] ? yes[n]! : no[n]!;
      }
      return n;
    };
  }
  return (n, x, o) => {
    while (feature[n]! >= 0) {
      const v = x[o + feature[n]!]!;
      n = holds(mode[n]!, v, threshold[n]!) || (v !== v && missingYes[n] === 1) ? yes[n]! : no[n]!;
    }
    return n;
  };
}

function holds(mode: number, v: number, t: number): boolean {
  switch (mode) {
    case SplitMode.LEQ:
      return v <= t;
    case SplitMode.LT:
      return v < t;
    case SplitMode.GTE:
      return v >= t;
    case SplitMode.GT:
      return v > t;
    case SplitMode.EQ:
      return v === t;
    default:
      return v !== t;
  }
}
