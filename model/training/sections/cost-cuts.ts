import type { CostCuts } from "../../card/cost-cuts";
import type { ConfusionMatrix } from "../../card/figures";
import { MODEL_IDS, type ModelId } from "../../card/ids";
import type { RepeatedRuns } from "../cross-validation/repeats";
import { PROBABILITY_CUTS, SCORE_CUTS, thresholdTable } from "../metrics/thresholds";
import { round } from "../round";
import { SERVED_CUTS } from "./curves";

/**
 * Cost ratios the page offers: how many wrongly refused applicants one wrongly approved loan is worth. From 1/2
 * (a refusal costs twice a bad loan) to 10; the page's explorer moves between them.
 */
export const COST_RATIOS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10] as const;

export const COST_METHOD =
  "For a cost ratio r (one wrongly approved loan costs as much as r wrongly refused applicants), the expected " +
  "cost of a cut is (r × wrongly approved + wrongly refused) / verdicts, counted on the out-of-fold verdicts of " +
  "every repeat pooled (20 × 614). The cut shown is the one among the explorer's cuts (scorecard: whole points " +
  "0–100; trained: probability 0.00–1.00) with the least expected cost; at equal cost, the one nearest the served " +
  "cut, then the lower. It is chosen on the same predictions it is measured on, so its cost is optimistic; the " +
  "label is the lender's decision, so a wrong approval here means approving an applicant the lender refused.";

const GRID: Record<ModelId, readonly number[]> = {
  scorecard: SCORE_CUTS,
  "all-fields": PROBABILITY_CUTS,
  "without-gender-married": PROBABILITY_CUTS,
};

/** Every cut's confusion matrix, summed over the repeats' out-of-fold verdicts. */
function pooledTable(cv: RepeatedRuns, model: ModelId): (ConfusionMatrix & { cut: number })[] {
  const tables = cv.runs.map((run) => thresholdTable(run.scores[model], run.labels, GRID[model]));
  return GRID[model].map((cut, c) => {
    const rows = tables.map((table) => table[c]!);
    const sum = (key: keyof ConfusionMatrix) => rows.reduce((total, row) => total + row[key], 0);
    return {
      cut,
      truePositive: sum("truePositive"),
      falsePositive: sum("falsePositive"),
      trueNegative: sum("trueNegative"),
      falseNegative: sum("falseNegative"),
    };
  });
}

/** The least-cost cut for each ratio and model, its expected cost and approval rate, and the served cut's cost. */
export function costCuts(cv: RepeatedRuns): CostCuts {
  const first = cv.runs[0];
  if (!first) throw new Error("The cost cuts need at least one repeat.");
  const verdicts = cv.runs.length * first.labels.length;
  const models = Object.fromEntries(
    MODEL_IDS.map((model) => {
      const table = pooledTable(cv, model);
      const served = SERVED_CUTS[model];
      const cost = (row: ConfusionMatrix, ratio: number) => (ratio * row.falsePositive + row.falseNegative) / verdicts;
      return [
        model,
        COST_RATIOS.map((ratio) => {
          let best = table[0]!;
          for (const row of table) {
            const [a, b] = [cost(row, ratio), cost(best, ratio)];
            if (
              a < b - 1e-12 ||
              (Math.abs(a - b) <= 1e-12 && Math.abs(row.cut - served) < Math.abs(best.cut - served))
            ) {
              best = row;
            }
          }
          const servedRow = table.find((row) => Math.abs(row.cut - served) < 1e-9) ?? best;
          return {
            ratio,
            cut: best.cut,
            cost: round(cost(best, ratio)),
            approvalRate: round((best.truePositive + best.falsePositive) / verdicts),
            servedCost: round(cost(servedRow, ratio)),
          };
        }),
      ];
    }),
  ) as CostCuts["models"];
  const approved = first.labels.filter(Boolean).length;
  return { method: COST_METHOD, verdicts, lenderApprovalRate: round(approved / first.labels.length), models };
}
