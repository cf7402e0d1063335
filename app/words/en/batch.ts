/**
 * The sentences of the batch scorer that every page with one says alike (components/batch/batch-scorer.tsx): the loan
 * demo's (loan/batch.ts) and a model's (model-batch.ts) spread them into their own, beside what is theirs. Numbers are
 * passed in, never typed here.
 */
export const batchScorerWords = {
  sample: "Download a sample file",
  score: "Score file",
  cancel: "Cancel",
  starting: (file: string) => `Reading ${file}…`,
  progress: (scored: string, total: string) => `Scored ${scored} of ${total} rows`,
  cancelled: (file: string, scored: string, total: string) =>
    `Cancelled: scoring of ${file} stopped after ${scored} of ${total} rows. Nothing from it was kept.`,
  failed: (file: string, message: string) => `${file} cannot be scored: ${message}`,
  noFile: "Choose a CSV file first.",
  wrongType: (file: string) => `${file} is not a CSV file: choose a file ending in .csv.`,
  emptyFile: (file: string) => `${file} is empty.`,
  noRows: "The file has a header but no rows under it.",
  /** When the browser cannot start the background worker at all. */
  workerFailed: "the browser could not run the scoring worker.",
  keptNote: (file: string) => `The results below are still those of ${file}.`,
  done: (file: string, rows: string) => `Scored ${file}: ${rows} rows.`,
  resultsTitle: (file: string) => `Results for ${file}`,
  download: "Download results (CSV)",
  notScored: (reason: string) => `Not scored: ${reason}`,
  errorsTitle: (count: string) => `Rows that could not be scored (${count})`,
  noErrors: "Every row was scored.",
  errorLine: (row: number, reason: string) => `Row ${row}: ${reason}`,
  pager: {
    showing: (from: string, to: string, total: string) => `Rows ${from}–${to} of ${total}`,
    previous: "Previous",
    next: "Next",
  },
};
