import type { DataRanges } from "../../card/model-card";
import type { LoanRow } from "../dataset";

/** The card's dataRanges, the bounds of recourse: the highest income and the smallest loan among the rows, empty cells skipped. */
export function dataRanges(rows: readonly LoanRow[]): DataRanges {
  const incomes = rows.flatMap((row) => (row.fields.Income === null ? [] : [row.fields.Income]));
  const loans = rows.flatMap((row) => (row.fields.LoanAmount === null ? [] : [row.fields.LoanAmount]));
  if (incomes.length === 0 || loans.length === 0) throw new Error("The dataset has no income or no loan amount.");
  return {
    maxIncome: incomes.reduce((max, income) => Math.max(max, income)),
    minLoanAmount: loans.reduce((min, loan) => Math.min(min, loan)),
  };
}
