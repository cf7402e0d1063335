/**
 * Reading the dataset and the committed model card, shared by `npm run model:train` (writes the card) and
 * `npm run model:evaluate` (checks it). The dataset lives in the repository: model/data/ (see SOURCES.md there).
 * The card is committed as three files (model/card/parts.ts): serving-card.json, what an answer needs;
 * bootstrap-refits.json, the refits behind every answer's interval; and model-evaluation.json, the
 * cross-validation, charts and fairness that only the page's lower sections load.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

import type { Interval } from "#model/card/figures";
import type { ModelCard } from "#model/card/model-card";
import { splitModelCard } from "#model/card/parts";
import { buildModelCard } from "#model/training/build-model-card";

export const REPO_ROOT = join(import.meta.dirname, "..", "..");
export const DEFAULT_DATA_PATH = join(REPO_ROOT, "model/data/loan-prediction-train.csv");
export const MODEL_CARD_PATH = join(REPO_ROOT, "model/card/serving-card.json");
export const MODEL_EVALUATION_PATH = join(REPO_ROOT, "model/card/model-evaluation.json");
export const REFITS_PATH = join(REPO_ROOT, "model/card/bootstrap-refits.json");
/** The file the committed card was measured on (model/data/SOURCES.md). */
export const EXPECTED_SHA256 = "8c2cc67a13279ec746b15f76f14e8503154274ef7f221d2437033b4407c80ca8";

/** Reads `--data <csv>` or `--data=<csv>`; relative paths resolve against the working directory. */
export function parseArgs(argv: readonly string[], command: string): { data: string } {
  const usage = `Usage: npm run ${command} -- --data <csv>`;
  let data = DEFAULT_DATA_PATH;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--data") {
      const value = argv[++i];
      if (!value) throw new Error(`--data needs a path. ${usage}`);
      data = resolve(value);
    } else if (arg.startsWith("--data=")) {
      data = resolve(arg.slice("--data=".length));
    } else {
      throw new Error(`Unknown argument "${arg}". ${usage}`);
    }
  }
  return { data };
}

/** Builds the whole card from the CSV at this path; a missing file names the expected one. */
export function buildCardFromFile(path: string): ModelCard {
  if (!existsSync(path)) {
    throw new Error(
      `Dataset not found at ${path}.\n` +
        'Expected the Analytics Vidhya "Loan Prediction" practice training file (train_u6lujuX_CVtuZ9i.csv, ' +
        `614 rows, sha256 ${EXPECTED_SHA256}), which the repository keeps at model/data/ ` +
        "(see model/data/SOURCES.md); or pass --data <csv>.",
    );
  }
  const bytes = readFileSync(path);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return buildModelCard(bytes.toString("utf8"), { file: basename(path), sha256 });
}

const LINE_WIDTH = 120;

function format(value: unknown, indent: string): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const isArray = Array.isArray(value);
  const entries: [string | null, unknown][] = isArray
    ? value.map((item): [null, unknown] => [null, item])
    : Object.entries(value);
  if (entries.length === 0) return isArray ? "[]" : "{}";
  const key = (name: string | null) => (name === null ? "" : `${JSON.stringify(name)}: `);
  if (entries.every(([, item]) => item === null || typeof item !== "object")) {
    const inner = entries.map(([name, item]) => key(name) + JSON.stringify(item)).join(", ");
    const line = isArray ? `[${inner}]` : `{ ${inner} }`;
    if (indent.length + line.length <= LINE_WIDTH) return line;
  }
  const inner = `${indent}  `;
  const lines = entries.map(([name, item]) => inner + key(name) + format(item, inner));
  return `${isArray ? "[" : "{"}\n${lines.join(",\n")}\n${indent}${isArray ? "]" : "}"}`;
}

/**
 * A card file as committed: JSON indented by 2, keys in the order buildModelCard makes them, an object or array
 * of plain values on one line when it fits in 120 columns (the threshold tables stay readable), a trailing newline.
 */
export function serializeCard(card: object): string {
  return `${format(card, "")}\n`;
}

/** Each committed file of the card: its path, the part of the card it holds, and its exact text. */
export function cardFiles(card: ModelCard): { path: string; part: object; text: string }[] {
  const { serving, refits, evaluation } = splitModelCard(card);
  return [
    { path: MODEL_CARD_PATH, part: serving, text: serializeCard(serving) },
    { path: REFITS_PATH, part: refits, text: serializeCard(refits) },
    { path: MODEL_EVALUATION_PATH, part: evaluation, text: serializeCard(evaluation) },
  ];
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

const decimal = (value: number) => value.toFixed(4);
const interval = (value: Interval, format: (value: number) => string) =>
  `${format(value.mean)} [${format(value.low)}, ${format(value.high)}]`;

/** The card's headline figures as a few lines of text, for the two commands' output. */
export function summarizeCard(card: ModelCard): string {
  const { crossValidation: cv, trained, metrics, dataset } = card;
  const rows = Object.entries(cv.models).map(
    ([model, figures]) =>
      `  ${`${model} (cut ${figures.cut})`.padEnd(34)}${interval(figures.accuracy, percent).padStart(26)}` +
      `${interval(figures.auc, decimal).padStart(26)}${(figures.brier ? interval(figures.brier, decimal) : "—").padStart(26)}`,
  );
  const comparisons = Object.values(cv.comparisons).map(
    (comparison) =>
      `  ${`${comparison.a} − ${comparison.b}`.padEnd(50)}AUC ${interval(comparison.auc, decimal)}` +
      `   Brier ${interval(comparison.brier, decimal)}`,
  );
  const verdicts = Object.values(cv.verdicts).map(
    (difference) =>
      `  ${`${difference.a} vs ${difference.b}`.padEnd(50)}${difference.min}–${difference.max} of ${difference.rows} rows`,
  );
  return [
    `Scorecard on the ${dataset.rowsEvaluated} complete rows of ${dataset.rows}: accuracy ${percent(metrics.accuracy)}, ` +
      `precision ${percent(metrics.precision)}, recall ${percent(metrics.recall)}.`,
    `Repeated stratified ${cv.folds}-fold cross-validation, ${cv.repeats} repeats from seed ${cv.seed}, all ${cv.rows} ` +
      `rows: mean over ${cv.splits} splits [95 % corrected resampled t interval, t = ${cv.tQuantile}]`,
    `  ${"model".padEnd(34)}${"accuracy".padStart(26)}${"AUC".padStart(26)}${"Brier".padStart(26)}`,
    ...rows,
    "Paired differences (first minus second):",
    ...comparisons,
    "Rows whose out-of-fold verdicts differ, fewest–most over the repeats:",
    ...verdicts,
    `Served: ${trained.served} at probability ${trained.servedCut}. ${trained.servingRule}`,
  ].join("\n");
}
