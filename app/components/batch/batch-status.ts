import { formatCount } from "./batch-file";
import type { BatchWords } from "./batch-words";
import type { BatchState } from "./use-batch-scoring";

/**
 * The sentence the section's live region holds. While a file is scored it moves in quarters (0, 25,000,
 * 50,000, 75,000 of 100,000), so a screen reader hears a few updates, not one every 50 ms; the bar beside
 * it shows the exact count. `maxMiB`: the page's limit on a file, named when a file passes it.
 */
export function statusText(
  state: BatchState<{ total: number }>,
  noFile: boolean,
  words: BatchWords,
  maxMiB: number,
): string {
  const { running, notice, result } = state;
  if (running) {
    if (running.total === 0) return words.starting(running.fileName);
    const quarter = Math.floor((running.scored / running.total) * 4);
    const announced = Math.floor((quarter * running.total) / 4);
    return words.progress(formatCount(announced), formatCount(running.total));
  }
  if (noFile) return words.noFile;
  const kept = result ? ` ${words.keptNote(result.fileName)}` : "";
  if (notice?.kind === "cancelled") {
    const { fileName, scored, total } = notice.run;
    return words.cancelled(fileName, formatCount(scored), formatCount(total)) + kept;
  }
  if (notice?.kind === "failed") return words.failed(notice.fileName, notice.message) + kept;
  if (notice?.kind === "problem") {
    const { fileName, problem } = notice;
    const text = problem === "tooBig" ? words.tooBig(fileName, maxMiB) : words[problem](fileName);
    return text + kept;
  }
  if (result) return words.done(result.fileName, formatCount(result.table.total));
  return "";
}
