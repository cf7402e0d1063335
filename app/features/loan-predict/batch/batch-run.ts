import { batchScoring } from "#app/words/loan/batch";
import { type BatchInput, readBatchCsv } from "#model/batch/parse";
import { type BatchMessage as RunMessage, runBatch as run } from "#model/batch/run-batch";
import { scoreBatchInput } from "#model/batch/score";

import { BROWSER_BATCH_MAX_ROWS } from "./batch-file";
import {
  type BatchTable,
  emptyTable,
  SCORECARD_APPROVES,
  SCORED,
  TRAINED_ABSTAINS,
  TRAINED_APPROVES,
} from "./batch-table";

/** What the worker tells the page about a file of applications. */
export type BatchMessage = RunMessage<BatchTable>;

/** Scores one input row into the table, at its own row number. */
function scoreInto(table: BatchTable, input: BatchInput): void {
  const result = scoreBatchInput(input);
  if ("error" in result) {
    table.errors.push({ row: result.row, reason: result.error });
    return;
  }
  const index = result.row - 1;
  table.flags[index] =
    SCORED |
    (result.scorecard.prediction === "Yes" ? SCORECARD_APPROVES : 0) |
    (result.trained.prediction === "Yes" ? TRAINED_APPROVES : 0) |
    (result.trained.prediction === null ? TRAINED_ABSTAINS : 0);
  table.scores[index] = result.scorecard.score;
  table.scorecardProbabilities[index] = result.scorecard.probability;
  table.trainedProbabilities[index] = result.trained.probability;
}

/**
 * Reads and scores a file of applications (readBatchCsv: the API's reader, with the browser's row limit) by the
 * batch run every page shares (model/batch/run-batch.ts): progress, then the table, or why the file cannot be read.
 */
export function runBatch(
  text: string,
  post: (message: BatchMessage) => void,
  options?: Parameters<typeof run>[2],
): void {
  run(
    {
      read: () => readBatchCsv(text, BROWSER_BATCH_MAX_ROWS),
      table: emptyTable,
      score: (table, inputs) => inputs.forEach((input) => scoreInto(table, input)),
      noRows: batchScoring.noRows,
    },
    post,
    options,
  );
}
