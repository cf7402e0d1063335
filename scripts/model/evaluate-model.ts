/**
 * `npm run model:evaluate [-- --data <csv>]`: re-runs the whole evaluation (the scorecard, the seeded
 * cross-validation, both trained variants) in memory, prints the headline figures and says whether
 * model/card/serving-card.json and model/card/model-evaluation.json still match. Writes nothing; exits with 1 when either
 * is stale (`npm run model:train` rewrites them).
 */
import { existsSync, readFileSync } from "node:fs";

import { buildCardFromFile, cardFiles, parseArgs, serializeCard, summarizeCard } from "./model-card-file";

/** The top-level sections whose committed text differs from a fresh build's (all of them when there is no file). */
export function staleSections(fresh: object, committedText: string | null): string[] {
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
  if (differing.length === 0 && committedText !== serializeCard(fresh)) return ["(formatting)"];
  return differing;
}

function main(): void {
  const { data } = parseArgs(process.argv.slice(2), "model:evaluate");
  const fresh = buildCardFromFile(data);
  console.log(summarizeCard(fresh));
  for (const file of cardFiles(fresh)) {
    const committedText = existsSync(file.path) ? readFileSync(file.path, "utf8") : null;
    const stale = staleSections(file.part, committedText);
    if (stale.length === 0) {
      console.log(`${file.path} is up to date.`);
    } else {
      console.error(`${file.path} is stale (${stale.join(", ")}): run \`npm run model:train\`.`);
      process.exitCode = 1;
    }
  }
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
