import type { TreeEnsemble } from "../trees/tree-ensemble";
import { branchTaken } from "./tree-path";

/**
 * Covers for trees whose source records none (ONNX's TreeEnsemble operators): how many background rows reach
 * each node, when `rows` (row-major, `stride` values each) are passed down every tree. XGBoost's covers are its
 * training rows' hessian sums; these are the background's counts, so TreeSHAP's expectations are then over the
 * background rows, as the explanation's note says.
 */
export function coversFromRows(
  ensemble: TreeEnsemble,
  rows: ArrayLike<number>,
  count: number,
  stride: number,
): Float64Array {
  const cover = new Float64Array(ensemble.feature.length);
  const x = ensemble.roundInputs ? Float32Array.from(rows) : Float64Array.from(rows);
  for (let r = 0; r < count; r++) {
    for (const root of ensemble.roots) {
      let node = root;
      cover[node]! += 1;
      while (ensemble.feature[node]! >= 0) {
        node = branchTaken(ensemble, node, x[r * stride + ensemble.feature[node]!]!);
        cover[node]! += 1;
      }
    }
  }
  return cover;
}
