/**
 * The browser's batch run, the same for the loan demo's file and a model kit model's: read the file's rows (the API's
 * readers), score them a chunk at a time into a table, and tell the page how far it has got. Pure, so that it runs in
 * a Web Worker and in a unit test alike.
 */

/** What the worker tells the page: progress now and then, then the table or why the file cannot be read. */
export type BatchMessage<Table> =
  | { type: "progress"; scored: number; total: number }
  | { type: "done"; table: Table }
  | { type: "failed"; message: string };

/** Progress is posted at most this often: a message per row would cost more than scoring it. */
export const PROGRESS_EVERY_MS = 50;

/** A file's rows once its shape is checked: how many, and each read in turn (model/batch/parse.ts's BatchReader). */
export type RowReader<Input> = { rows: number; inputs: () => Iterable<Input> };

export type BatchRun<Input, Table> = {
  /** Reads the file: throws, before any row is scored, for a file that cannot be read (its message is shown). */
  read: () => RowReader<Input>;
  /** The table for `total` rows, before any is scored. */
  table: (total: number) => Table;
  /** Scores a chunk of rows (in order) into the table. */
  score: (table: Table, inputs: readonly Input[]) => void;
  /** The message for a file with a header and no rows (the page's words). */
  noRows: string;
};

/**
 * Runs a batch: posts `progress` first with 0 rows scored, then, after every `chunkRows` rows, whenever
 * PROGRESS_EVERY_MS has passed since the last (by `now`) and rows remain, then `done` with every row; or `failed`
 * with the reader's message (empty file, header, quote, too many rows) or `noRows`.
 */
export function runBatch<Input, Table>(
  { read, table: emptyTable, score, noRows }: BatchRun<Input, Table>,
  post: (message: BatchMessage<Table>) => void,
  { now = () => performance.now(), chunkRows = 2_000 } = {},
): void {
  try {
    const batch = read();
    const total = batch.rows;
    if (total === 0) throw new Error(noRows);
    post({ type: "progress", scored: 0, total });
    const table = emptyTable(total);
    let scored = 0;
    let posted = now();
    let chunk: Input[] = [];
    for (const input of batch.inputs()) {
      chunk.push(input);
      if (chunk.length < chunkRows) continue;
      score(table, chunk);
      scored += chunk.length;
      chunk = [];
      if (scored < total && now() - posted >= PROGRESS_EVERY_MS) {
        post({ type: "progress", scored, total });
        posted = now();
      }
    }
    if (chunk.length > 0) score(table, chunk);
    post({ type: "done", table });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}
