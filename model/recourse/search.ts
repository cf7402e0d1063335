import type { LoanApplication } from "../schema";
import type { RecourseBounds } from "./bounds";

/** Whether a model approves an application. */
export type Approves = (application: LoanApplication) => boolean;

/** The largest integer in [low, high] where `ok` holds, for `ok` true up to some point and false after. */
export function largest(low: number, high: number, ok: (value: number) => boolean): number | null {
  if (low > high || !ok(low)) return null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (ok(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The smallest integer in [low, high] where `ok` holds, for `ok` false up to some point and true after. */
export function smallest(low: number, high: number, ok: (value: number) => boolean): number | null {
  if (low > high || !ok(high)) return null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (ok(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}

/** ⌊a / b⌋ for non-negative integers below 2^53: exact where a float quotient could round up to the next integer. */
function floorDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  while (quotient * b > a) quotient--;
  while ((quotient + 1) * b <= a) quotient++;
  return quotient;
}

export type Amounts = { loan: number; income: number };

/**
 * A smaller loan and a higher income together, at the least effort: the larger of the two relative changes
 * ((from − to) / from for the loan, (to − from) / from for the income). Among the pairs of that effort, the
 * smallest income, then the largest loan. Within the bounds; null when no pair there turns the verdict. Exact
 * for a model whose approval never falls as the loan shrinks or the income grows (then approval at effort t,
 * with each amount moved as far as t allows, never falls as t grows). Meant for when neither change alone works
 * within the bounds: every pair it finds then changes both.
 */
export function combinedAmounts(base: LoanApplication, bounds: RecourseBounds, approves: Approves): Amounts | null {
  const { LoanAmount: loanNow, Income: incomeNow } = base;
  const { loanAmountAtLeast, incomeAtMost } = bounds;
  if (loanNow - 1 < loanAmountAtLeast || incomeNow + 1 > incomeAtMost) return null;
  const works = ({ loan, income }: Amounts) => approves({ ...base, LoanAmount: loan, Income: income });
  // At effort t the loan may fall to ⌈loanNow (1 − t)⌉ and the income rise to ⌊incomeNow (1 + t)⌋. Those move
  // only at t = k / loanNow or j / incomeNow, so the least effort that works is one of these steps.
  const atLoanStep = (k: number): Amounts => ({
    loan: loanNow - k,
    income: Math.min(incomeAtMost, incomeNow + floorDivide(k * incomeNow, loanNow)),
  });
  const atIncomeStep = (j: number): Amounts => ({
    loan: Math.max(loanAmountAtLeast, loanNow - floorDivide(j * loanNow, incomeNow)),
    income: incomeNow + j,
  });
  const k = smallest(1, loanNow - loanAmountAtLeast, (step) => works(atLoanStep(step)));
  const j = smallest(1, incomeAtMost - incomeNow, (step) => works(atIncomeStep(step)));
  // The lesser effort, k / loanNow against j / incomeNow, compared without dividing.
  const widest =
    k !== null && (j === null || k * incomeNow <= j * loanNow) ? atLoanStep(k) : j !== null ? atIncomeStep(j) : null;
  if (widest === null) return null;
  const income = smallest(incomeNow + 1, widest.income, (value) => works({ loan: widest.loan, income: value }));
  if (income === null) return null;
  const loan = largest(widest.loan, loanNow - 1, (value) => works({ loan: value, income })) ?? widest.loan;
  return { loan, income };
}
