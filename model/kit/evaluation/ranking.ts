/**
 * Rows in descending order of score, cut into groups of equal score: the one sort that the ROC curve, the
 * precision–recall curve and their areas all walk, for the rows and for every bootstrap resample (which only
 * reweights rows, never reorders them).
 */
export type Ranking = { order: Int32Array; groupEnds: Int32Array };

export function rankByScore(scores: ArrayLike<number>): Ranking {
  const n = scores.length;
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const ends: number[] = [];
  for (let at = 1; at <= n; at++) if (at === n || scores[order[at]!] !== scores[order[at - 1]!]) ends.push(at);
  return { order, groupEnds: Int32Array.from(ends) };
}

/**
 * Each group's weighted positives and negatives, highest score first: the counts the curves are built from.
 * `positive[i]` is 1 for a row of the positive class; a row counts `weights[i]` times (1 for the rows themselves).
 */
export function groupCounts(
  ranking: Ranking,
  positive: ArrayLike<number>,
  weights: ArrayLike<number>,
): { positives: Float64Array; negatives: Float64Array } {
  const { order, groupEnds } = ranking;
  const positives = new Float64Array(groupEnds.length);
  const negatives = new Float64Array(groupEnds.length);
  let start = 0;
  groupEnds.forEach((end, g) => {
    for (let at = start; at < end; at++) {
      const i = order[at]!;
      if (positive[i]) positives[g]! += weights[i]!;
      else negatives[g]! += weights[i]!;
    }
    start = end;
  });
  return { positives, negatives };
}

/**
 * The area under the ROC curve from the groups' counts: the chance a positive row outscores a negative one, a
 * tie counting one half (the Mann–Whitney statistic, as scikit-learn's roc_auc_score). NaN without both classes.
 */
export function aucOfCounts(positives: Float64Array, negatives: Float64Array): number {
  let above = 0;
  let pairs = 0;
  let negativeTotal = 0;
  for (let g = 0; g < positives.length; g++) {
    pairs += negatives[g]! * (above + positives[g]! / 2);
    above += positives[g]!;
    negativeTotal += negatives[g]!;
  }
  return above > 0 && negativeTotal > 0 ? pairs / (above * negativeTotal) : Number.NaN;
}

/**
 * Average precision from the groups' counts, as scikit-learn's average_precision_score: Σ (Rₖ − Rₖ₋₁)·Pₖ over
 * the thresholds from the highest score down, no interpolation. NaN without a positive row.
 */
export function averagePrecisionOfCounts(positives: Float64Array, negatives: Float64Array): number {
  const total = positives.reduce((sum, count) => sum + count, 0);
  if (total === 0) return Number.NaN;
  let truePositives = 0;
  let predicted = 0;
  let area = 0;
  for (let g = 0; g < positives.length; g++) {
    truePositives += positives[g]!;
    predicted += positives[g]! + negatives[g]!;
    if (positives[g]! > 0) area += (positives[g]! / total) * (truePositives / predicted);
  }
  return area;
}
