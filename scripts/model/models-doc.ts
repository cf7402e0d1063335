/**
 * The parts of docs/models.md that quote the model card, written from the committed JSON: each sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`: the tables (scripts/model/models-doc-tables.ts), and every
 * sentence of the card that says how a figure is computed, quoted as it is. `npx tsx scripts/model/models-doc.ts`
 * rewrites them after `npm run model:train`; scripts/model/models-doc.test.ts fails while the document differs from the card.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { type IntervalCoverage, intervalCoverage } from "#model/card/interval-coverage";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation, ServingCard } from "#model/card/parts";
import type { BootstrapRefits } from "#model/card/refits";
import { servingCard } from "#model/card/serving-card";
import { wilson } from "#model/uncertainty/intervals";

import { REPO_ROOT } from "./model-card-file";
import {
  costTable,
  coverageTable,
  crossValidationTables,
  fixed,
  identityTable,
  limitsTables,
  percent,
} from "./models-doc-tables";

export const MODELS_DOC = join(REPO_ROOT, "docs", "models.md");

/** The card's files, each replaceable (a test edits one to see the document go stale). */
export type CardFiles = {
  evaluation: ModelEvaluation;
  card: ServingCard;
  refits: BootstrapRefits;
  coverage: IntervalCoverage;
};

const FILES: CardFiles = {
  evaluation: modelEvaluation,
  card: servingCard,
  refits: bootstrapRefits,
  coverage: intervalCoverage,
};

/**
 * Every sentence of the card that says how its figures are computed, by the name of the block that quotes it: the
 * document's methods are the JSON's own words, so they cannot drift from what the code did.
 */
export function methodSentences({ evaluation, card, refits, coverage }: CardFiles = FILES): Record<string, string> {
  const { crossValidation, fairness, costCuts, bestCut, trained } = evaluation;
  return {
    "method-cross-validation": crossValidation.method,
    "method-split-interval": crossValidation.interval,
    "method-sampling-error": crossValidation.samplingError,
    "method-best-cut": bestCut.rule,
    "method-serving-rule": trained.servingRule,
    "method-unknown-credit": trained.unknownCreditHistory.rule,
    "method-fairness": fairness.method,
    "method-costs": costCuts.method,
    "method-refits": refits.method,
    "method-coverage": coverage.method,
    "method-data-limits": card.dataLimits.definition,
  };
}

/** A sentence as a Markdown quote, wrapped at 120 columns as the rest of the document is. */
function quoted(text: string): string {
  const lines: string[] = [];
  let line = ">";
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > 120 && line !== ">") {
      lines.push(line);
      line = ">";
    }
    line += ` ${word}`;
  }
  return [...lines, line].join("\n");
}

/**
 * The sampling error beside the split-to-split interval, for always-approve: its accuracy's two half-widths, and
 * Wilson's interval on the lender's approvals as a check on the bootstrap.
 */
function samplingExample({ evaluation }: CardFiles): string {
  const { accuracy, samplingError } = evaluation.crossValidation.models["always-approve"];
  const rows = evaluation.crossValidation.rows;
  const approved = Math.round(evaluation.costCuts.lenderApprovalRate * rows);
  const exact = wilson(approved, rows);
  const half = (low: number, high: number) => fixed(((high - low) / 2) * 100, 1);
  return (
    `always-approve's accuracy moves by ±${half(accuracy.low, accuracy.high)} points from split to split, but by ` +
    `about ±${half(samplingError.accuracy.low, samplingError.accuracy.high)} with another sample (Wilson on ` +
    `${approved} of ${rows} gives ${percent(exact.low)} % to ${percent(exact.high)} %; the bootstrap, ` +
    `${percent(samplingError.accuracy.low)} % to ${percent(samplingError.accuracy.high)} %).`
  );
}

/**
 * The scorecard's verdict against its own probability: where its calibration crosses one half, what it gives at
 * the cut, and how often the cut approves out of fold against the lender.
 */
function scorecardVerdicts({ evaluation, card }: CardFiles): string {
  const { intercept, slope } = card.calibration;
  const cut = evaluation.crossValidation.models.scorecard.cut;
  const atCut = 1 / (1 + Math.exp(-(intercept + slope * cut)));
  const row = evaluation.thresholds.scorecard.find((each) => each.cut === cut);
  const approved = row ? (row.truePositive + row.falsePositive) / evaluation.crossValidation.rows : 0;
  return (
    `The scorecard approves from ${cut} points, where its calibration gives P = ${fixed(atCut, 2)}; P reaches 0.5 only ` +
    `at ${fixed(-intercept / slope, 1)} points. Out of fold (the first repeat) it approves ${percent(approved)} % of ` +
    `applicants, against the lender's ${percent(evaluation.costCuts.lenderApprovalRate)} %.`
  );
}

/** Each generated block of docs/models.md, by name. */
export function modelsDocBlocks(files: CardFiles = FILES): Record<string, string> {
  const { evaluation, card, refits } = files;
  return {
    ...crossValidationTables(evaluation),
    costs: costTable(evaluation),
    identity: identityTable(evaluation, card, refits),
    ...limitsTables(card),
    "sampling-example": samplingExample(files),
    "scorecard-verdicts": scorecardVerdicts(files),
    coverage: coverageTable(files.coverage),
    ...Object.fromEntries(Object.entries(methodSentences(files)).map(([name, text]) => [name, quoted(text)])),
  };
}

// A block's marks, and whatever lies between them (nothing, in a block not yet written).
const BLOCK = /<!-- generated:([a-z-]+) -->\n(?:[\s\S]*?\n)?<!-- \/generated:\1 -->/g;

/** The document with every generated block rewritten from the card. */
export function renderModelsDoc(markdown: string, blocks = modelsDocBlocks()): string {
  return markdown.replace(BLOCK, (_whole, name: string) => {
    const block = blocks[name];
    if (block === undefined) throw new Error(`docs/models.md names an unknown generated block: ${name}.`);
    return `<!-- generated:${name} -->\n\n${block}\n\n<!-- /generated:${name} -->`;
  });
}

if (import.meta.main) {
  writeFileSync(MODELS_DOC, renderModelsDoc(readFileSync(MODELS_DOC, "utf8")));
}
