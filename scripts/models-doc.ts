/**
 * The tables of docs/models.md that quote the model card, written from the committed JSON: each sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`. `npx tsx scripts/models-doc.ts` rewrites them after
 * `npm run model:train`; scripts/models-doc.test.ts fails while the document differs from the card.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import type { Bounds, Interval } from "#model/card/figures";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation, ServingCard } from "#model/card/parts";
import type { BootstrapRefits } from "#model/card/refits";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";

import { REPO_ROOT } from "./model-card-file";

export const MODELS_DOC = join(REPO_ROOT, "docs", "models.md");

// toFixed rounds the figure's exact binary value, as the page's Intl formatting does: 0.0305 is a little below, "0.030".
const decimal = (value: number) => value.toFixed(3).replace("-", "−");
const signed = (value: number) => (value > 0 && value.toFixed(3) !== "0.000" ? `+${value.toFixed(3)}` : decimal(value));
const percent = (value: number) => (value * 100).toFixed(1);

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

/** Each generated block of docs/models.md, by name. */
export function modelsDocBlocks(
  evaluation: ModelEvaluation = modelEvaluation,
  card: ServingCard = servingCard,
  refits: BootstrapRefits = bootstrapRefits,
): Record<string, string> {
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
  const { lenderApprovalRate, models: costModels } = evaluation.costCuts;
  const served = evaluation.trained.served;
  const costs = markdownTable(
    ["cost ratio", "scorecard cut", "its approval rate", "trained cut", "its approval rate"],
    costModels.scorecard.map((entry, index) => {
      const trained = costModels[served][index];
      return [
        String(entry.ratio),
        `${entry.cut} points`,
        `${percent(entry.approvalRate)} %`,
        trained ? trained.cut.toFixed(2) : "",
        trained ? `${percent(trained.approvalRate)} %` : "",
      ];
    }),
  );
  const versions = versionsOf(card, refits);
  const identity = markdownTable(
    ["what", "value"],
    [
      ["scorecard version", `\`${versions.scorecard}\``],
      ["trained model version", `\`${versions.trained}\``],
      ["training file's SHA-256", `\`${card.dataset.sha256}\``],
      ["the lender's approval rate", `${percent(lenderApprovalRate)} %`],
    ],
  );
  const limits = markdownTable(
    ["field", "rows", "smallest", "1st percentile", "99th percentile", "largest"],
    card.dataLimits.amounts.map((amount) =>
      [amount.field, amount.rows, amount.min, amount.sparseBelow, amount.sparseAbove, amount.max].map(String),
    ),
  );
  return { "cross-validation": crossValidation, paired, costs, identity, limits };
}

const BLOCK = /<!-- generated:([a-z-]+) -->\n[\s\S]*?\n<!-- \/generated:\1 -->/g;

/** The document with every generated block rewritten from the card. */
export function renderModelsDoc(markdown: string, blocks = modelsDocBlocks()): string {
  return markdown.replace(BLOCK, (_whole, name: string) => {
    const block = blocks[name];
    if (block === undefined) throw new Error(`docs/models.md names an unknown generated block: ${name}.`);
    return `<!-- generated:${name} -->\n\n${block}\n\n<!-- /generated:${name} -->`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MODELS_DOC, renderModelsDoc(readFileSync(MODELS_DOC, "utf8")));
}
