import { batchScoring } from "#app/words/loan-batch";

import { formatInteger } from "../format";
import { BROWSER_BATCH_MAX_BYTES } from "./batch-file";
import type { BatchState } from "./use-batch-scoring";

export const MAX_MIB = BROWSER_BATCH_MAX_BYTES / 1024 / 1024;

/**
 * The sentence the section's live region holds. While a file is scored it moves in quarters (0, 25,000,
 * 50,000, 75,000 of 100,000), so a screen reader hears a few updates, not one every 50 ms; the bar beside
 * it shows the exact count.
 */
export function statusText(state: BatchState, noFile: boolean): string {
  const { running, notice, result } = state;
  if (running) {
    if (running.total === 0) return batchScoring.starting(running.fileName);
    const quarter = Math.floor((running.scored / running.total) * 4);
    const announced = Math.floor((quarter * running.total) / 4);
    return batchScoring.progress(formatInteger(announced), formatInteger(running.total));
  }
  if (noFile) return batchScoring.noFile;
  const kept = result ? ` ${batchScoring.keptNote(result.fileName)}` : "";
  if (notice?.kind === "cancelled") {
    const { fileName, scored, total } = notice.run;
    return batchScoring.cancelled(fileName, formatInteger(scored), formatInteger(total)) + kept;
  }
  if (notice?.kind === "failed") return batchScoring.failed(notice.fileName, notice.message) + kept;
  if (notice?.kind === "problem") {
    const { fileName, problem } = notice;
    const text = problem === "tooBig" ? batchScoring.tooBig(fileName, MAX_MIB) : batchScoring[problem](fileName);
    return text + kept;
  }
  if (result) return batchScoring.done(result.fileName, formatInteger(result.table.total));
  return "";
}
