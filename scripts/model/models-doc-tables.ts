/**
 * The tables of docs/models.md, written from the model card (scripts/model/models-doc.ts puts them in the document).
 * Figures are rounded by model/round-figure.ts, the function the page rounds with, then written out.
 */
import type { CostCut, CostOption } from "#model/card/cost-cuts";
import type { Bounds, Interval } from "#model/card/figures";
import type { IntervalCoverage } from "#model/card/interval-coverage";
import type { ModelEvaluation, ServingCard } from "#model/card/parts";
import type { BootstrapRefits } from "#model/card/refits";
import { versionsOf } from "#model/identity/versions";
import { roundFigure } from "#model/round-figure";

export const fixed = (value: number, decimals: number) => roundFigure(value, decimals).toFixed(decimals);
const decimal = (value: number) => fixed(value, 3).replace("-", "−");
const signed = (value: number) => (value > 0 && fixed(value, 3) !== "0.000" ? `+${fixed(value, 3)}` : decimal(value));
export const percent = (value: number) => (roundFigure(value, 3) * 100).toFixed(1);

/** "74.9 % [72.9, 76.9] (71.6–78.7)": the mean, its split-to-split interval, then its sampling error. */
function figure(interval: Interval | null, sampling: Bounds | null, format: (value: number) => string, unit = "") {
  if (!interval || !sampling) return "none (a rule)";
  const range = (low: number, high: number) => `${format(low)}, ${format(high)}`;
  return `${format(interval.mean)}${unit} [${range(interval.low, interval.high)}] (${range(sampling.low, sampling.high)})`;
}

const NAMES: Record<string, string> = {
  scorecard: "the hand-written scorecard",
  "all-fields": "trained, every field",
  "without-gender-married": "trained, without Gender and Married (served)",
  "credit-history-unknown": "served, unknown credit history as a category",
  "all-columns": "every column of the data set (not served)",
  "always-approve": "baseline: always approve",
  "credit-history-rule": "baseline: credit history only, as a rule",
  "credit-history-logistic": "baseline: credit history only, logistic",
};

const CUTS: Record<string, string> = {
  scorecard: "50 points",
  "always-approve": "everyone",
  "credit-history-rule": "credit history 1",
};

/** A Markdown table, its columns padded as Prettier writes them. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

export function crossValidationTables(evaluation: ModelEvaluation): Record<string, string> {
  const { models, comparisons } = evaluation.crossValidation;
  const crossValidation = markdownTable(
    ["model", "approves from", "accuracy", "ROC AUC", "Brier"],
    Object.entries(models).map(([id, { accuracy, auc, brier, samplingError }]) => [
      NAMES[id] ?? id,
      CUTS[id] ?? "P ≥ 0.5",
      figure(accuracy, samplingError.accuracy, percent, " %"),
      figure(auc, samplingError.auc, decimal),
      figure(brier, samplingError.brier, decimal),
    ]),
  );
  const paired = markdownTable(
    ["comparison", "ROC AUC difference", "Brier difference"],
    Object.values(comparisons).map(({ a, b, auc, brier, samplingError }) => [
      `${NAMES[a] ?? a} − ${NAMES[b] ?? b}`,
      figure(auc, samplingError.auc, signed),
      figure(brier, samplingError.brier, signed),
    ]),
  );
  return { "cross-validation": crossValidation, paired };
}

/** A least-cost cut as the page names it: the grid's ends by what they do, else points or a probability. */
function leastCut(option: CostOption, unit: "points" | "probability"): string {
  if (option.everyone) return option.everyone === "approved" ? "approve everyone" : "refuse everyone";
  return unit === "points" ? `${option.cut} points` : fixed(option.cut, 2);
}

/** The Bayes cut, or, where it costs more than refusing everyone, that it is not offered. */
function bayesCut({ bayes, refuseEveryone }: CostCut): string {
  const points = bayes.points === undefined ? "" : bayes.points > 100 ? ", no score" : `, ${bayes.points} points`;
  const cut = `P ≥ ${fixed(bayes.probability, 2)}${points}: ${fixed(bayes.cost, 3)}`;
  return bayes.cost > refuseEveryone ? `${cut}, not offered` : cut;
}

export function costTable(evaluation: ModelEvaluation): string {
  const { models } = evaluation.costCuts;
  const trained = models[evaluation.trained.served];
  return markdownTable(
    [
      "cost ratio",
      "refusing everyone",
      "scorecard: least-cost cut",
      "scorecard: Bayes cut",
      "trained: least-cost cut",
      "trained: Bayes cut",
    ],
    models.scorecard.map((entry, index) => {
      const other = trained[index];
      return [
        String(entry.ratio),
        fixed(entry.refuseEveryone, 3),
        `${leastCut(entry.least, "points")}: ${fixed(entry.least.cost, 3)} (${percent(entry.least.approvalRate)} %)`,
        bayesCut(entry),
        other
          ? `${leastCut(other.least, "probability")}: ${fixed(other.least.cost, 3)} (${percent(other.least.approvalRate)} %)`
          : "",
        other ? bayesCut(other) : "",
      ];
    }),
  );
}

export function identityTable(evaluation: ModelEvaluation, card: ServingCard, refits: BootstrapRefits): string {
  const versions = versionsOf(card, refits);
  return markdownTable(
    ["what", "value"],
    [
      ["scorecard version", `\`${versions.scorecard}\``],
      ["trained model version", `\`${versions.trained}\``],
      ["training file's SHA-256", `\`${card.dataset.sha256}\``],
      ["the lender's approval rate", `${percent(evaluation.costCuts.lenderApprovalRate)} %`],
    ],
  );
}

export function limitsTables(card: ServingCard): Record<string, string> {
  const { amounts, leverage, combinations, rows, rowsFlagged, share } = card.dataLimits;
  const limits = markdownTable(
    ["field", "rows", "smallest", "largest"],
    amounts.map((amount) => [amount.field, amount.rows, amount.min, amount.max].map(String)),
  );
  const names = (fields: readonly string[]) => fields.join(", ");
  const checks = markdownTable(
    ["check", "reads", "flags when", "training rows flagged", "the trained model"],
    [
      [
        "leverage",
        "the served model's design columns",
        `above ${leverage.threshold} (largest in the data: ${leverage.max})`,
        `${leverage.rowsAbove} of ${leverage.rows}`,
        "gives no verdict",
      ],
      ...combinations.map((support) => [
        support.effect === "abstain" ? "combination" : "profile",
        names(support.fields),
        `fewer than ${support.minimumRows} of ${support.rows} rows share it`,
        `${support.rowsFlagged} of ${rows}`,
        support.effect === "abstain" ? "gives no verdict" : "answers, with a warning",
      ]),
      ["all together", "", "", `${rowsFlagged} of ${rows} (at most ${percent(share)} %)`, ""],
    ],
  );
  return { limits, "data-checks": checks };
}

/** Each probe of the coverage simulation: the application, its served interval and the share of fresh answers inside. */
export function coverageTable(coverage: IntervalCoverage): string {
  const interval = ({ low, high }: { low: number; high: number }) => `${fixed(low, 3)} to ${fixed(high, 3)}`;
  return markdownTable(
    ["model", "application or score", "served 90 % interval", "fresh answers inside"],
    [
      ...coverage.trained.map(({ application, interval: served, coverage: share }) => [
        "trained",
        Object.values(application).join(", "),
        interval(served),
        `${percent(share)} %`,
      ]),
      ...coverage.scorecard.map(({ score, interval: served, coverage: share }) => [
        "scorecard",
        `${score} points`,
        interval(served),
        `${percent(share)} %`,
      ]),
    ],
  );
}
