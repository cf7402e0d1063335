import type { DataRanges } from "../card/model-card";
import type { LoanApplication } from "../schema";

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
