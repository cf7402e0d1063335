/**
 * `npm run model:evaluate -- --data <csv>`: scores the public Loan Prediction dataset with the scorecard
 * and writes model/model-card.json (the page's model card and the API's calibration read it).
 * Without --data it reads ../shared/data/loan-prediction-train.csv beside the repository.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { evaluateModel } from "../model/evaluate";
import type { ModelCard } from "../model/model-card";

export const REPO_ROOT = join(import.meta.dirname, "..");
export const DEFAULT_DATA_PATH = resolve(REPO_ROOT, "../shared/data/loan-prediction-train.csv");
export const MODEL_CARD_PATH = join(REPO_ROOT, "model/model-card.json");
/** The file the committed card was measured on (see ../shared/data/SOURCES.md). */
export const EXPECTED_SHA256 = "8c2cc67a13279ec746b15f76f14e8503154274ef7f221d2437033b4407c80ca8";

/** Reads `--data <csv>` or `--data=<csv>`; relative paths resolve against the working directory. */
export function parseArgs(argv: readonly string[]): { data: string } {
  let data = DEFAULT_DATA_PATH;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--data") {
      const value = argv[++i];
      if (!value) throw new Error("--data needs a path: npm run model:evaluate -- --data <csv>");
      data = resolve(value);
    } else if (arg.startsWith("--data=")) {
      data = resolve(arg.slice("--data=".length));
    } else {
      throw new Error(`Unknown argument "${arg}". Usage: npm run model:evaluate -- --data <csv>`);
    }
  }
  return { data };
}

/** Evaluates the CSV at this path; throws a message saying where to get the file when it is missing. */
export function evaluateFile(path: string): ModelCard {
  if (!existsSync(path)) {
    throw new Error(
      `Dataset not found at ${path}.\n` +
        'Get loan-prediction-train.csv, the Analytics Vidhya "Loan Prediction" practice training file ' +
        `(train_u6lujuX_CVtuZ9i.csv, 614 rows, sha256 ${EXPECTED_SHA256}; sources in ../shared/data/SOURCES.md), ` +
        "put it at ../shared/data/ beside the repository or pass --data <csv>.",
    );
  }
  const bytes = readFileSync(path);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return evaluateModel(bytes.toString("utf8"), { file: basename(path), sha256 });
}

/** The card as committed: 2-space JSON, keys in the order evaluateModel builds them, trailing newline. */
export function serializeModelCard(card: ModelCard): string {
  return `${JSON.stringify(card, null, 2)}\n`;
}

function main(): void {
  const { data } = parseArgs(process.argv.slice(2));
  const card = evaluateFile(data);
  if (card.dataset.sha256 !== EXPECTED_SHA256) {
    console.warn(`Note: ${data} is not the file the committed card was measured on (sha256 differs).`);
  }
  writeFileSync(MODEL_CARD_PATH, serializeModelCard(card));
  const { metrics, dataset } = card;
  console.log(
    `Wrote ${MODEL_CARD_PATH}: ${dataset.rowsEvaluated} of ${dataset.rows} rows scored, ` +
      `accuracy ${metrics.accuracy}, precision ${metrics.precision}, recall ${metrics.recall}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
