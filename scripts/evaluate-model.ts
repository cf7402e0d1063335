/**
 * `npm run model:evaluate [-- --data <csv>]`: re-runs the whole evaluation (the scorecard, the seeded
 * cross-validation, both trained variants) in memory, prints the headline figures and says whether
 * model/model-card.json still matches. Writes nothing; exits with 1 when the card is stale
 * (`npm run model:train` rewrites it).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ModelCard } from "../model/model-card";
import { buildCardFromFile, MODEL_CARD_PATH, parseArgs, serializeModelCard, summarizeCard } from "./model-card-file";

/** The top-level sections whose committed text differs from a fresh build's (all of them when there is no card). */
export function staleSections(fresh: ModelCard, committedText: string | null): string[] {
  if (committedText === null) return Object.keys(fresh);
  let committed: Record<string, unknown>;
  try {
    committed = JSON.parse(committedText) as Record<string, unknown>;
  } catch {
    return Object.keys(fresh);
  }
  const keys = [...new Set([...Object.keys(fresh), ...Object.keys(committed)])];
  const differing = keys.filter(
    (key) => JSON.stringify((fresh as Record<string, unknown>)[key]) !== JSON.stringify(committed[key]),
  );
  if (differing.length === 0 && committedText !== serializeModelCard(fresh)) return ["(formatting)"];
  return differing;
}

function main(): void {
  const { data } = parseArgs(process.argv.slice(2), "model:evaluate");
  const fresh = buildCardFromFile(data);
  console.log(summarizeCard(fresh));
  const committedText = existsSync(MODEL_CARD_PATH) ? readFileSync(MODEL_CARD_PATH, "utf8") : null;
  const stale = staleSections(fresh, committedText);
  if (stale.length === 0) {
    console.log(`${MODEL_CARD_PATH} is up to date.`);
  } else {
    console.error(`${MODEL_CARD_PATH} is stale (${stale.join(", ")}): run \`npm run model:train\`.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
