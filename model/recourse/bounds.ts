import type { LoanApplication } from "../schema";
import type { LoanRow } from "../training/dataset";

/**
 * What the dataset holds for the amounts recourse may change, measured by the training script into the card
 * (serving-card.json's dataRanges): the highest monthly income (ApplicantIncome, the form's Income) and the
 * smallest loan (LoanAmount, in thousands) among the rows that have one.
 */
export type DataRanges = { maxIncome: number; minLoanAmount: number };

/** The highest income and the smallest loan among the rows, empty cells skipped. */
export function dataRanges(rows: readonly LoanRow[]): DataRanges {
  const incomes = rows.flatMap((row) => (row.fields.Income === null ? [] : [row.fields.Income]));
  const loans = rows.flatMap((row) => (row.fields.LoanAmount === null ? [] : [row.fields.LoanAmount]));
  if (incomes.length === 0 || loans.length === 0) throw new Error("The dataset has no income or no loan amount.");
  return {
    maxIncome: incomes.reduce((max, income) => Math.max(max, income)),
    minLoanAmount: loans.reduce((min, loan) => Math.min(min, loan)),
  };
}

/**
 * A suggested income is at most this multiple of the applicant's own: doubling one's income is already far
 * from a quick change, and a model fitted on incomes up to the dataset's highest says nothing about more.
 */
export const INCOME_MULTIPLE = 2;

/** The amounts one application's recourse may reach, with the figures they come from (for the page's words). */
export type RecourseBounds = DataRanges & {
  incomeMultiple: number;
  /** The smaller of INCOME_MULTIPLE × the applicant's income and the dataset's highest. */
  incomeAtMost: number;
  /** The dataset's smallest loan. */
  loanAmountAtLeast: number;
};

export function recourseBounds(application: LoanApplication, ranges: DataRanges): RecourseBounds {
  return {
    ...ranges,
    incomeMultiple: INCOME_MULTIPLE,
    incomeAtMost: Math.min(ranges.maxIncome, INCOME_MULTIPLE * application.Income),
    loanAmountAtLeast: ranges.minLoanAmount,
  };
}
