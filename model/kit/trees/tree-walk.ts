import { SplitMode, type TreeEnsemble } from "./tree-ensemble";

/**
 * The splits alone, renumbered 0…splits−1: feature, threshold, and both children side by side in `kids`
 * (2i: the `yes` child, 2i + 1: the `no` child), a leaf written as ~(its node index). One step down a tree is
 * then three loads and a comparison; the walk ends when the index turns negative.
 */
export type Walk = {
  find(split: number, x: Float32Array | Float64Array, offset: number): number;
  roots: Int32Array;
  /** Node index → its split index, or ~node for a leaf. */
  compact: Int32Array;
  /** Every leaf holds exactly one weight: it is value[leaf], for target leafTarget[leaf]. */
  singleWeight: boolean;
  value: Float64Array;
  leafTarget: Int32Array;
};

const cache = new WeakMap<TreeEnsemble, Walk>();

/** The ensemble's walk, made once per ensemble (the ensemble object is its key). */
export function prepared(ensemble: TreeEnsemble): Walk {
  let walk = cache.get(ensemble);
  if (!walk) {
    walk = prepare(ensemble);
    cache.set(ensemble, walk);
  }
  return walk;
}

function prepare(e: TreeEnsemble): Walk {
  const nodes = e.feature.length;
  const compact = new Int32Array(nodes);
  let splits = 0;
  for (let n = 0; n < nodes; n++) compact[n] = e.feature[n]! >= 0 ? splits++ : ~n;
  const feat = new Int32Array(splits);
  const exact = e.threshold.every((t, n) => e.feature[n]! < 0 || Math.fround(t) === t);
  // Float32 thresholds take half the cache; float64 ones (double-precision models) are kept whole.
  const thr = exact ? new Float32Array(splits) : new Float64Array(splits);
  const kids = new Int32Array(2 * splits);
  const mode = new Uint8Array(splits);
  const miss = new Uint8Array(splits);
  const value = new Float64Array(nodes);
  const leafTarget = new Int32Array(nodes);
  let singleWeight = true;
  for (let n = 0; n < nodes; n++) {
    const i = compact[n]!;
    if (i >= 0) {
      feat[i] = e.feature[n]!;
      thr[i] = e.threshold[n]!;
      kids[2 * i] = compact[e.yes[n]!] ?? ~e.yes[n]!;
      kids[2 * i + 1] = compact[e.no[n]!] ?? ~e.no[n]!;
      mode[i] = e.mode[n]!;
      miss[i] = e.missingYes[n]!;
    } else if (e.leafStart[n + 1]! - e.leafStart[n]! !== 1) {
      singleWeight = false;
    } else {
      value[n] = e.leafWeight[e.leafStart[n]!]!;
      leafTarget[n] = e.leafTarget[e.leafStart[n]!]!;
    }
  }
  const roots = Int32Array.from(e.roots, (root) => compact[root]!);
  return { find: finder(feat, thr, kids, mode, miss), roots, compact, singleWeight, value, leafTarget };
}

function finder(
  feat: Int32Array,
  thr: Float32Array | Float64Array,
  kids: Int32Array,
  mode: Uint8Array,
  miss: Uint8Array,
): Walk["find"] {
  const shared = mode.every((m) => m === mode[0]) ? mode[0] : -1;
  const tracksMissing = miss.some((m) => m === 1);
  // A missing value (NaN) fails every comparison but NEQ, so with no split tracking missing values the plain
  // comparison already sends it `no`, as ONNX Runtime does.
  if (!tracksMissing && shared === SplitMode.LEQ) {
    return (n, x, o) => {
      while (n >= 0) n = kids[2 * n + (x[o + feat[n]!]! <= thr[n]! ? 0 : 1)]!;
      return ~n;
    };
  }
  if (!tracksMissing && shared === SplitMode.LT) {
    return (n, x, o) => {
      while (n >= 0) n = kids[2 * n + (x[o + feat[n]!]! < thr[n]! ? 0 : 1)]!;
      return ~n;
    };
  }
  if (shared === SplitMode.LT) {
    // XGBoost's layout: `<`, and each split sends a missing value its own way.
    return (n, x, o) => {
      while (n >= 0) {
        const v = x[o + feat[n]!]!;
        n = kids[2 * n + (v < thr[n]! || (v !== v && miss[n] === 1) ? 0 : 1)]!;
      }
      return ~n;
    };
  }
  return (n, x, o) => {
    while (n >= 0) {
      const v = x[o + feat[n]!]!;
      n = kids[2 * n + (holds(mode[n]!, v, thr[n]!) || (v !== v && miss[n] === 1) ? 0 : 1)]!;
    }
    return ~n;
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
