/**
 * `npm run model:train [-- --data <csv>]`: fits the trained logistic regressions, cross-validates them and the
 * scorecard on model/data/loan-prediction-train.csv, and writes the whole card: model/card/serving-card.json (what
 * an answer needs) and model/card/model-evaluation.json (cross-validation, charts, fairness).
 */
import { writeFileSync } from "node:fs";

import { buildCardFromFile, cardFiles, EXPECTED_SHA256, parseArgs, summarizeCard } from "./model-card-file";

function main(): void {
  const { data } = parseArgs(process.argv.slice(2), "model:train");
  const card = buildCardFromFile(data);
  if (card.dataset.sha256 !== EXPECTED_SHA256) {
    console.warn(`Note: ${data} is not the file the committed card was measured on (sha256 differs).`);
  }
  const files = cardFiles(card);
  for (const file of files) writeFileSync(file.path, file.text);
  console.log(`Wrote ${files.map((file) => file.path).join(" and ")}.\n${summarizeCard(card)}`);
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
