/**
 * The copy of the loan demo's batch scoring section (features/loan-predict/batch/batch-section.tsx). Apart from
 * loan-demo.ts because only that deferred section reads it: it loads with the section, not on a first visit.
 * Numbers are passed in, never typed here.
 */
export const batchScoring = {
  title: "Score a Whole File",
  intro:
    "Upload a CSV of applications and both models score every row in your browser, in a background worker: the file never leaves your device.",
  fileLabel: "CSV file of applications",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Either the form's columns (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed) or the public dataset's own (scored as age 35). Up to ${maxRows} rows and ${maxMiB} MB. You can also drop a file here.`,
  sample: "Download a sample file",
  sampleNote: "the public dataset's first 40 applications, a few with empty cells",
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
  tooBig: (file: string, maxMiB: number) => `${file} is larger than ${maxMiB} MB, the most scored in the browser.`,
  keptNote: (file: string) => `The results below are still those of ${file}.`,
  done: (file: string, rows: string) => `Scored ${file}: ${rows} rows.`,
  resultsTitle: (file: string) => `Results for ${file}`,
  summary: {
    rows: "Rows in the file",
    scored: "Rows scored",
    unscored: "Rows not scored",
    scorecardApproves: "Approved by the scorecard",
    trainedApproves: "Approved by the trained model",
    trainedAbstains: "Outside the data: no trained verdict",
  },
  download: "Download results (CSV)",
  tableCaption: "Both models' verdicts, row by row",
  columns: {
    row: "Row",
    scorecard: "Scorecard",
    score: "Score",
    scorecardProbability: "Scorecard probability",
    trained: "Trained model",
    trainedProbability: "Trained probability",
  },
  approved: "Approved",
  rejected: "Rejected",
  noVerdict: "Outside the data: no verdict",
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
