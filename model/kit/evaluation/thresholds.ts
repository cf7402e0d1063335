import type { ConfusionMatrix } from "../../card/figures";

/** The explorer's cuts on the positive class's probability: 0.00, 0.01, …, 1.00 (a row is positive when p ≥ cut). */
export const PROBABILITY_CUTS = Array.from({ length: 101 }, (_, hundredths) => hundredths / 100);
/**
 * The cost ratios the card lists: one false positive costs as much as this many false negatives. The explorer
 * reads any ratio from the table; the Bayes cut's own cost needs the rows, so it is listed for these.
 */
export const COST_RATIOS = [0.1, 0.125, 0.2, 0.25, 1 / 3, 0.5, 1, 2, 3, 4, 5, 8, 10] as const;

export type ThresholdTable = {
  /** One row per cut of PROBABILITY_CUTS; cut 0 makes every row positive. */
  rows: ({ cut: number } & ConfusionMatrix)[];
  /** Every row negative: no cut on [0, 1] does this when some probability is exactly 1. */
  refuseAll: ConfusionMatrix;
  total: number;
};

/** The confusion matrix when every row whose probability is at least `cut` is called positive. */
export function matrixAt(probability: ArrayLike<number>, positive: ArrayLike<number>, cut: number): ConfusionMatrix {
  const matrix = { truePositive: 0, falsePositive: 0, trueNegative: 0, falseNegative: 0 };
  for (let i = 0; i < probability.length; i++) {
    const called = probability[i]! >= cut;
    if (positive[i]) matrix[called ? "truePositive" : "falseNegative"]++;
    else matrix[called ? "falsePositive" : "trueNegative"]++;
  }
  return matrix;
}

export function thresholdTable(probability: ArrayLike<number>, positive: ArrayLike<number>): ThresholdTable {
  return {
    rows: PROBABILITY_CUTS.map((cut) => ({ cut, ...matrixAt(probability, positive, cut) })),
    refuseAll: matrixAt(probability, positive, Number.POSITIVE_INFINITY),
    total: probability.length,
  };
}

/** Expected cost per row, in units of one false negative, when a false positive costs `ratio` of them. */
export function costOf(matrix: ConfusionMatrix, ratio: number, total: number): number {
  return (ratio * matrix.falsePositive + matrix.falseNegative) / total;
}

/** The Bayes cut for a cost ratio: calling a row positive pays when (1 − p)·ratio ≤ p, i.e. p ≥ ratio / (1 + ratio). */
export function bayesCut(ratio: number): number {
  return ratio / (1 + ratio);
}

/** The least costly choice on the grid: a cut, or calling every row negative ("refuse-all"). */
export type CostChoice = { cut: number | "refuse-all"; cost: number };

/**
 * The least costly of the table's choices at this ratio: every cut (cut 0 calls everyone positive) and calling
 * everyone negative, so it never costs more than either. Among choices of equal cost (to 1e-12), the one nearest
 * the Bayes cut, refusing everyone counting as a cut just above 1.
 */
export function leastCostCut(table: ThresholdTable, ratio: number): CostChoice {
  const target = bayesCut(ratio);
  const choices: (CostChoice & { at: number })[] = [
    ...table.rows.map((row) => ({ cut: row.cut, at: row.cut, cost: costOf(row, ratio, table.total) })),
    { cut: "refuse-all" as const, at: 1.01, cost: costOf(table.refuseAll, ratio, table.total) },
  ];
  let best = choices[0]!;
  for (const choice of choices.slice(1)) {
    const cheaper = choice.cost < best.cost - 1e-12;
    const tie = Math.abs(choice.cost - best.cost) <= 1e-12;
    if (cheaper || (tie && Math.abs(choice.at - target) < Math.abs(best.at - target))) best = choice;
  }
  return { cut: best.cut, cost: best.cost };
}

/** At one cost ratio: the grid's least-cost choice, the Bayes cut with its cost on these rows, and the two extremes. */
export type CostRow = {
  ratio: number;
  leastCost: CostChoice;
  bayes: { cut: number; cost: number; matrix: ConfusionMatrix };
  approveAllCost: number;
  refuseAllCost: number;
  /**
   * Whether the Bayes cut costs more, on these rows, than calling everyone positive or everyone negative: then the
   * probabilities are not calibrated enough here for the rule to hold, and the explorer says so beside it.
   */
  bayesWorseThanEveryone: boolean;
};

export function costRows(
  probability: ArrayLike<number>,
  positive: ArrayLike<number>,
  table: ThresholdTable,
  ratios: readonly number[] = COST_RATIOS,
): CostRow[] {
  return ratios.map((ratio) => {
    const cut = bayesCut(ratio);
    const matrix = matrixAt(probability, positive, cut);
    const cost = costOf(matrix, ratio, table.total);
    const approveAllCost = costOf(table.rows[0]!, ratio, table.total);
    const refuseAllCost = costOf(table.refuseAll, ratio, table.total);
    return {
      ratio,
      leastCost: leastCostCut(table, ratio),
      bayes: { cut, cost, matrix },
      approveAllCost,
      refuseAllCost,
      bayesWorseThanEveryone: cost > Math.min(approveAllCost, refuseAllCost) + 1e-12,
    };
  });
}
