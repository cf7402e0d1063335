import type { TreeEnsemble } from "./tree-ensemble";
import { prepared } from "./tree-walk";

/**
 * The ensemble's margins for a batch: `rows × targetCount` values, row-major, before the post-transform
 * (baseValues added, and divided by the tree count for "average").
 *
 * `features` is row-major with `stride` values per row (the input's width; the nodes index the first
 * featureCount of them). This is the serving hot path: one row must take microseconds, and 10,000 rows through
 * hundreds of trees must stay near ONNX Runtime's native speed. So the walk runs over a compact copy of the
 * splits (model/kit/trees/tree-walk.ts), tree by tree so that one tree's nodes stay in cache while every row goes down it, with a
 * loop specialised for the common case (every split `<=`, or every split `<`, missing values not tracked).
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
  const { roots, value, leafTarget } = walk;
  for (let t = 0; t < roots.length; t++) {
    const root = roots[t]!;
    for (let r = 0, o = 0; r < rows; r++, o += stride) {
      const leaf = root < 0 ? ~root : walk.find(root, x, o);
      if (walk.singleWeight) {
        const k = r * targets + leafTarget[leaf]!;
        out[k] = out[k]! + value[leaf]!;
      } else {
        const end = ensemble.leafStart[leaf + 1]!;
        for (let w = ensemble.leafStart[leaf]!; w < end; w++) {
          const k = r * targets + ensemble.leafTarget[w]!;
          out[k] = out[k]! + ensemble.leafWeight[w]!;
        }
      }
    }
  }
  const scale = ensemble.aggregate === "average" && roots.length > 0 ? 1 / roots.length : 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! * scale + ensemble.baseValues[i % targets]!;
  return out;
}

/** The leaf (node index) one row reaches in one tree, for explanations that follow a row down each tree. */
export function reachedLeaf(ensemble: TreeEnsemble, root: number, features: ArrayLike<number>, offset = 0): number {
  const x = ensemble.roundInputs ? Float32Array.from(features) : Float64Array.from(features);
  const walk = prepared(ensemble);
  const start = walk.compact[root]!;
  return start < 0 ? ~start : walk.find(start, x, offset);
}
