import { SplitMode, type TreeEnsemble } from "../trees/tree-ensemble";

/**
 * The child a value takes at a split node, by the rule model/kit/trees/tree-margins.ts scores with: the node's
 * comparison, or, for a missing value (NaN, which fails every comparison but NEQ), the node's missing-value side.
 * The value must already be rounded to float32 when the ensemble compares in float32.
 */
export function branchTaken(ensemble: TreeEnsemble, node: number, value: number): number {
  const threshold = ensemble.threshold[node]!;
  let holds: boolean;
  switch (ensemble.mode[node]) {
    case SplitMode.LEQ:
      holds = value <= threshold;
      break;
    case SplitMode.LT:
      holds = value < threshold;
      break;
    case SplitMode.GTE:
      holds = value >= threshold;
      break;
    case SplitMode.GT:
      holds = value > threshold;
      break;
    case SplitMode.EQ:
      holds = value === threshold;
      break;
    default:
      holds = value !== threshold;
  }
  return holds || (Number.isNaN(value) && ensemble.missingYes[node] === 1) ? ensemble.yes[node]! : ensemble.no[node]!;
}
