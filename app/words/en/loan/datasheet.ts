/**
 * The words of the demo's datasheet for its training data (after Gebru et al., "Datasheets for Datasets"),
 * loaded only with that section. The counts come from the model evaluation (model/training/sections/datasheet.ts);
 * model/data/DATASHEET.md says the same for readers of the repository.
 */
export const datasheetSection = {
  title: "Datasheet for the Data",
  intro:
    'What the training data is, after Gebru et al.\'s "Datasheets for Datasets": where it comes from, what a row and its label mean, what is missing, and what it cannot tell.',
  sourceTitle: "Source and licence",
  source: (file: string, sha256: string) =>
    `The training file of Analytics Vidhya's "Loan Prediction" practice problem, kept byte for byte as ${file} (sha256 ${sha256}). No licence is stated, by Analytics Vidhya or by any copy this project found; the file is widely redistributed for teaching. Its provenance is recorded in the project's model/data/SOURCES.md.`,
  meaningTitle: "What a row and the label mean",
  meaning:
    "Each row is one application for a home loan to one lender, which the practice problem calls Dream Housing Finance. The label, Loan_Status, is that lender's decision on the application (Y approved, N refused), not whether the loan was repaid: the models learn to agree with the lender's past approvals, not to predict default.",
  overviewCaption: "The file as it is, before any empty cell is filled",
  overview: {
    rows: "Applications",
    columns: "Columns",
    approved: "Approved by the lender (Y)",
    refused: "Refused by the lender (N)",
    withEmpty: "Applications with an empty cell",
  },
  emptyCaption: "Empty cells per column (every other column is complete)",
  valuesCaption: "Each category's values: applications, and the share the lender approved",
  numericCaption: "The amounts, over the cells that are not empty",
  columns: {
    column: "Column",
    empty: "Empty cells",
    values: "Values",
    cells: "Cells",
    min: "Smallest",
    median: "Median",
    max: "Largest",
  },
  empty: "empty",
  value: (value: string, rows: number, approved: string) => `${value} ${rows} (${approved})`,
  limitsTitle: "Known limits",
  limits: {
    oneLender:
      "One lender: the labels record one company's policy on its own applicants, at a time and place the file does not give.",
    noRejectInference: (refused: number) =>
      `No reject inference: for the ${refused} refused applications nobody knows whether the loan would have been repaid, and the file records no repayment for the approved ones either.`,
    noAge: (age: number) =>
      `No Age column: the scorecard's age rule cannot be checked against the data, and every row is scored as age ${age}.`,
    oneMarket:
      "Incomes and loan amounts from one market, in a currency and over a period the file does not state (the practice problem gives the loan amount in thousands).",
    small: (rows: number, women: number, notMarried: number) =>
      `Small: ${rows} applications, ${women} of them from women and ${notMarried} from applicants not married, so a group's rates carry wide intervals (see Fairness).`,
    creditHistory: (empty: number) =>
      `Credit_History is 1 when the applicant's credit history meets the lender's guidelines, as the practice problem describes it; ${empty} rows leave it empty.`,
  },
  usesTitle: "Fit for",
  uses: "Teaching, and showing how models are evaluated. Not for deciding real loans: it holds one lender's past decisions, from an unstated place and time.",
} as const;
