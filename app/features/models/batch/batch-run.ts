import { modelBatchWords as words } from "#app/words/model-batch";
import { BATCH_MAX_ROWS } from "#model/batch/limits";
import { type BatchMessage, runBatch } from "#model/batch/run-batch";
import { readKitBatchCsv } from "#model/kit/serving/kit-batch";
import { kitScorer } from "#model/kit/serving/kit-scorer";
import type { ServedModel } from "#model/kit/serving/served-model";

import { emptyKitTable, type KitBatchTable, scoreKitChunk } from "./batch-table";

/** What the page posts its worker: the file, and the model it has loaded (virtual:models is the page's, not the worker's). */
export type ModelBatchRequest = { file: File; served: ServedModel };

/** Rows scored in one pass of the model: the API's batch answers 256 at a time. */
const CHUNK_ROWS = 256;

/**
 * Reads and scores a file of inputs for a model as POST /api/models/<id>/predict/batch does: the API's reader
 * (readKitBatchCsv, at its row limit, with its messages) and the one scorer (kit-scorer.ts), by the batch run every
 * page shares (model/batch/run-batch.ts).
 */
export function runModelBatch(
  served: ServedModel,
  text: string,
  post: (message: BatchMessage<KitBatchTable>) => void,
  options: Parameters<typeof runBatch>[2] = {},
): void {
  const scorer = kitScorer(served);
  runBatch(
    {
      read: () => readKitBatchCsv(served.spec, text, BATCH_MAX_ROWS),
      table: emptyKitTable,
      score: (table, inputs) => scoreKitChunk(scorer, table, inputs),
      noRows: words.noRows,
    },
    post,
    { chunkRows: CHUNK_ROWS, ...options },
  );
}
