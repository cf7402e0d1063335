import type { CostCut, CostCuts, CostOption } from "../../card/cost-cuts";
import type { ConfusionMatrix, ThresholdRow } from "../../card/figures";
import { MODEL_IDS, type ModelId } from "../../card/ids";
import type { Calibration } from "../../card/model-card";
import type { RepeatedRuns } from "../cross-validation/repeats";
import { gridTable, matrixAt } from "../metrics/thresholds";
import { round } from "../round";
import { CUT_GRID, SERVED_CUTS } from "./curves";

/**
 * Cost ratios the page offers: how many wrongly refused applicants one wrongly approved loan is worth. From 1/2
 * (a refusal costs twice a bad loan) to 10; the page's explorer moves between them.
 */
export const COST_RATIOS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10] as const;

export const COST_METHOD =
  "For a cost ratio r (one wrongly approved loan costs as much as r wrongly refused applicants), the expected " +
  "cost of a cut is (r × wrongly approved + wrongly refused) / verdicts, counted on the out-of-fold verdicts of " +
  "every repeat pooled (20 × 614). The least-cost cut is the one among the explorer's cuts (scorecard: whole " +
  "points 0–101; trained: probability 0.00–1.01; each grid's first cut approves everyone and its last refuses " +
  "everyone) with the least expected cost; at equal cost, a grid end, then the one nearest the served cut, then the " +
  "lower. It is " +
  "chosen on the same predictions it is measured on, so its cost is optimistic; with refusing everyone in the " +
  "grid, it never costs more than that. Beside it, the Bayes cut: approve when the calibrated probability (the " +
  "scorecard's: its points through the calibration fitted on the training folds) reaches r / (1 + r), the " +
  "probability above which a wrong approval's expected cost, r × (1 − p), falls below a wrong refusal's, p. It is " +
  "fixed before the rows are seen, so its cost measured on them is not optimistic; it is as good as the " +
  "probabilities are calibrated: where it costs more than refusing everyone (the probabilities overstate approval " +
  "at the top), the page offers refusing everyone instead. The label is the lender's decision, so a wrong approval here means approving an " +
  "applicant the lender refused.";

/** Every cut's confusion matrix, summed over the repeats' out-of-fold verdicts. */
function pooledTable(cv: RepeatedRuns, model: ModelId): ThresholdRow[] {
  const tables = cv.runs.map((run) => gridTable(run.scores[model], run.labels, CUT_GRID[model]));
  return tables[0]!.map((first, c) => {
    const rows = tables.map((table) => table[c]!);
    const sum = (key: keyof ConfusionMatrix) => rows.reduce((total, row) => total + row[key], 0);
    return {
      ...first,
      truePositive: sum("truePositive"),
      falsePositive: sum("falsePositive"),
      trueNegative: sum("trueNegative"),
      falseNegative: sum("falseNegative"),
    };
  });
}

/** The pooled confusion matrix of the Bayes rule: each out-of-fold probability against the same probability cut. */
function pooledAt(cv: RepeatedRuns, model: ModelId, probability: number): ConfusionMatrix {
  const matrices = cv.runs.map((run) => matrixAt(run.probabilities[model], run.labels, probability));
  const sum = (key: keyof ConfusionMatrix) => matrices.reduce((total, matrix) => total + matrix[key], 0);
  return {
    truePositive: sum("truePositive"),
    falsePositive: sum("falsePositive"),
    trueNegative: sum("trueNegative"),
    falseNegative: sum("falseNegative"),
  };
}

/** The score from which σ(a + b · score) reaches `probability`: the Bayes cut in the scorecard's points. */
function pointsFor(probability: number, { intercept, slope }: Calibration): number {
  return Math.ceil((Math.log(probability / (1 - probability)) - intercept) / slope);
}

/**
 * For each ratio and model: the grid's least-cost cut, the Bayes cut r / (1 + r) on the calibrated probability,
 * and what refusing everyone, approving everyone and the served cut cost. `calibration`: the scorecard's served
 * one, to give the Bayes cut in points too.
 */
export function costCuts(cv: RepeatedRuns, calibration: Calibration): CostCuts {
  const first = cv.runs[0];
  if (!first) throw new Error("The cost cuts need at least one repeat.");
  const verdicts = cv.runs.length * first.labels.length;
  const cost = (row: ConfusionMatrix, ratio: number) => (ratio * row.falsePositive + row.falseNegative) / verdicts;
  const approvalRate = (row: ConfusionMatrix) => (row.truePositive + row.falsePositive) / verdicts;
  const models = Object.fromEntries(
    MODEL_IDS.map((model) => {
      const table = pooledTable(cv, model);
      const served = SERVED_CUTS[model];
      const at = (row: ThresholdRow, ratio: number): CostOption => ({
        cut: row.cut,
        ...(row.everyone && { everyone: row.everyone }),
        cost: round(cost(row, ratio)),
        approvalRate: round(approvalRate(row)),
      });
      return [
        model,
        COST_RATIOS.map((ratio): CostCut => {
          // At equal cost: a grid end (everyone approved or refused, the plainest policy), then the cut nearest the
          // served one, then the lower.
          const rank = (row: ThresholdRow) => [row.everyone ? 0 : 1, Math.abs(row.cut - served)] as const;
          let best = table[0]!;
          for (const row of table) {
            const [a, b] = [cost(row, ratio), cost(best, ratio)];
            const [[endA, nearA], [endB, nearB]] = [rank(row), rank(best)];
            if (a < b - 1e-12 || (Math.abs(a - b) <= 1e-12 && (endA < endB || (endA === endB && nearA < nearB)))) {
              best = row;
            }
          }
          const servedRow = table.find((row) => Math.abs(row.cut - served) < 1e-9) ?? best;
          const probability = ratio / (1 + ratio);
          const bayes = pooledAt(cv, model, probability);
          return {
            ratio,
            least: at(best, ratio),
            bayes: {
              probability: round(probability),
              ...(model === "scorecard" && { points: pointsFor(probability, calibration) }),
              cost: round(cost(bayes, ratio)),
              approvalRate: round(approvalRate(bayes)),
            },
            refuseEveryone: round(cost(table.at(-1)!, ratio)),
            approveEveryone: round(cost(table[0]!, ratio)),
            served: round(cost(servedRow, ratio)),
          };
        }),
      ];
    }),
  ) as CostCuts["models"];
  const approved = first.labels.filter(Boolean).length;
  return { method: COST_METHOD, verdicts, lenderApprovalRate: round(approved / first.labels.length), models };
}
