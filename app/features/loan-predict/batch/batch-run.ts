import { batchScoring } from "#app/words/loan-batch";
import { type BatchInput, readBatchCsv } from "#model/batch/parse";
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

/** What the worker tells the page: progress now and then, then the table or why the file cannot be read. */
export type BatchMessage =
  | { type: "progress"; scored: number; total: number }
  | { type: "done"; table: BatchTable }
  | { type: "failed"; message: string };

/** Progress is posted at most this often: a message per row would cost more than scoring it. */
export const PROGRESS_EVERY_MS = 50;

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
 * Reads and scores a batch CSV row by row (readBatchCsv: the API's reader, with the browser's row limit),
 * posting `progress` first with 0 rows scored, then, every `chunkRows` rows, whenever PROGRESS_EVERY_MS has
 * passed since the last (by `now`) and rows remain, then `done` with every row; or `failed` with the
 * reader's message (empty file, header, quote, too many rows, no rows at all).
 */
export function runBatch(
  text: string,
  post: (message: BatchMessage) => void,
  { now = () => performance.now(), chunkRows = 2_000 } = {},
): void {
  try {
    const batch = readBatchCsv(text, BROWSER_BATCH_MAX_ROWS);
    const total = batch.rows;
    if (total === 0) throw new Error(batchScoring.noRows);
    post({ type: "progress", scored: 0, total });
    const table = emptyTable(total);
    let scored = 0;
    let posted = now();
    for (const input of batch.inputs()) {
      scoreInto(table, input);
      scored++;
      if (scored % chunkRows === 0 && scored < total && now() - posted >= PROGRESS_EVERY_MS) {
        post({ type: "progress", scored, total });
        posted = now();
      }
    }
    post({ type: "done", table });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}
