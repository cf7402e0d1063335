import { batchScorerWords } from "../batch";

/**
 * The copy of the loan demo's batch scoring section (features/loan-predict/batch/batch-section.tsx). Apart from
 * demo.ts because only that deferred section reads it: it loads with the section, not on a first visit.
 * Numbers are passed in, never typed here.
 */
export const batchScoring = {
  ...batchScorerWords,
  title: "Score a Whole File",
  intro:
    "Upload a CSV of applications and both models score every row in your browser, in a background worker: the file never leaves your device.",
  fileLabel: "CSV file of applications",
  fileHint: (maxRows: string, maxMiB: number) =>
    `Either the form's columns (Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed) or the public dataset's own (scored as age 35). Up to ${maxRows} rows and ${maxMiB} MB. You can also drop a file here.`,
  sampleNote: "the public dataset's first 40 applications, a few with empty cells",
  tooBig: (file: string, maxMiB: number) => `${file} is larger than ${maxMiB} MB, the most scored in the browser.`,
  summary: {
    rows: "Rows in the file",
    scored: "Rows scored",
    unscored: "Rows not scored",
    scorecardApproves: "Approved by the scorecard",
    trainedApproves: "Approved by the trained model",
    trainedAbstains: "Outside the data: no trained verdict",
  },
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
};
