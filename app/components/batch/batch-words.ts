/**
 * The words the shared batch scorer reads (batch-scorer.tsx and its parts), which each page's pack supplies: the
 * loan demo's `batchScoring` (app/words/en/loan/batch.ts) and the model pages' `modelBatchWords` (model-batch.ts). What
 * differs between them (the columns, the summary, the hint) is the page's own. Numbers are passed in, formatted.
 */
export type BatchWords = {
  fileLabel: string;
  sample: string;
  score: string;
  cancel: string;
  starting: (file: string) => string;
  progress: (scored: string, total: string) => string;
  cancelled: (file: string, scored: string, total: string) => string;
  failed: (file: string, message: string) => string;
  noFile: string;
  wrongType: (file: string) => string;
  emptyFile: (file: string) => string;
  /** When the browser cannot start the background worker at all. */
  workerFailed: string;
  tooBig: (file: string, maxMiB: number) => string;
  keptNote: (file: string) => string;
  done: (file: string, rows: string) => string;
  resultsTitle: (file: string) => string;
  download: string;
  notScored: (reason: string) => string;
  errorsTitle: (count: string) => string;
  noErrors: string;
  errorLine: (row: number, reason: string) => string;
  pager: { showing: (from: string, to: string, total: string) => string; previous: string; next: string };
};
