/**
 * A brute-force recourse search and a rejected application to start from, for the recourse tests. Test-only,
 * and written apart from model/recourse/recourse.ts: it shares only its types, scans every integer amount instead of
 * searching, and assumes nothing of the model (no monotonicity), so the two can only agree by being right.
 */
import type { DataRanges } from "#model/card/model-card";
import type { Recourse, RecourseChange, RecourseOption } from "#model/recourse/recourse";
import type { LoanApplication } from "#model/schema";
import { scoreApplication } from "#model/scorecard/scorecard";

/** A rejected application (no credit history, a small income for its loan). */
export const BASE: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 3000,
  Married: "No",
  LoanAmount: 300,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Rural",
  Self_Employed: "No",
};

/** Whether the hand-written scorecard approves. */
export const approvedByScorecard = (application: LoanApplication) => scoreApplication(application).prediction === "Yes";

type Approves = (application: LoanApplication) => boolean;
type Field = RecourseChange["field"];

/** Every subset of the actionable fields but the empty one. */
const SETS: Field[][] = [
  ["Credit_History"],
  ["LoanAmount"],
  ["Income"],
  ["LoanAmount", "Income"],
  ["Credit_History", "LoanAmount"],
  ["Credit_History", "Income"],
  ["Credit_History", "LoanAmount", "Income"],
];

/** The stated bounds: an income of at most twice the applicant's and the data's highest; a loan of at least the data's smallest. */
function boundsOf(application: LoanApplication, ranges: DataRanges) {
  const incomeAtMost = Math.min(2 * application.Income, ranges.maxIncome);
  return { ...ranges, incomeMultiple: 2, incomeAtMost, loanAmountAtLeast: ranges.minLoanAmount };
}

/** The larger relative change of the amounts (0 for a credit history alone). */
function effort(option: RecourseOption): number {
  let most = 0;
  for (const change of option) {
    if (change.field === "LoanAmount") most = Math.max(most, (change.from - change.to) / change.from);
    if (change.field === "Income") most = Math.max(most, (change.to - change.from) / change.from);
  }
  return most;
}

/**
 * The best option changing exactly these fields, by scanning: least effort, then smallest income, then largest
 * loan. Loops stop early only where the effort alone rules the rest out, never on what the model answers.
 */
function scan(
  application: LoanApplication,
  set: Field[],
  approves: Approves,
  ranges: DataRanges,
): RecourseOption | null {
  const { incomeAtMost, loanAmountAtLeast } = boundsOf(application, ranges);
  const { LoanAmount: loanNow, Income: incomeNow } = application;
  const credit = set.includes("Credit_History");
  if (credit && application.Credit_History === 1) return null;
  // Loans from the largest down and incomes from the smallest up: each loop's effort only rises.
  const loans = set.includes("LoanAmount") ? range(loanAmountAtLeast, loanNow - 1).reverse() : [loanNow];
  const incomes = set.includes("Income") ? range(incomeNow + 1, incomeAtMost) : [incomeNow];
  const changed: LoanApplication = { ...application, Credit_History: credit ? 1 : application.Credit_History };
  let best: { loan: number; income: number; effort: number } | null = null;
  for (const loan of loans) {
    const loanEffort = (loanNow - loan) / loanNow || 0;
    for (const income of incomes) {
      const moved = Math.max(loanEffort, (income - incomeNow) / incomeNow || 0);
      if (best !== null && moved > best.effort) break; // a larger income of this loan only moves more
      changed.LoanAmount = loan;
      changed.Income = income;
      if (!approves(changed)) continue;
      const better =
        best === null ||
        moved < best.effort ||
        (moved === best.effort && (income < best.income || (income === best.income && loan > best.loan)));
      if (better) best = { loan, income, effort: moved };
      break; // a larger income of this loan is no better
    }
  }
  if (best === null) return null;
  const option: RecourseOption = credit ? [{ field: "Credit_History", from: 0, to: 1 }] : [];
  if (best.loan !== loanNow) option.push({ field: "LoanAmount", from: loanNow, to: best.loan });
  if (best.income !== incomeNow) option.push({ field: "Income", from: incomeNow, to: best.income });
  return option;
}

/** The integers from low to high inclusive (none when low > high). */
function range(low: number, high: number): number[] {
  return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
}

/**
 * Recourse by brute force: per subset of fields, the best option by scanning; an option is kept when no option
 * changing a proper subset of its fields works; the kept ones ordered with credit history last, then by effort.
 */
export function bruteForce(application: LoanApplication, approves: Approves, ranges: DataRanges): Recourse {
  if (approves(application)) return { approved: true };
  const found = SETS.map((set) => ({ set, option: scan(application, set, approves, ranges) }));
  const minimal = found.filter(
    ({ set, option }) =>
      option !== null &&
      !found.some(
        (other) => other.option !== null && other.set.length < set.length && other.set.every((f) => set.includes(f)),
      ),
  );
  const options = minimal.map(({ option }) => option as RecourseOption);
  const credit = (option: RecourseOption) => (option.some((change) => change.field === "Credit_History") ? 1 : 0);
  options.sort((a, b) => credit(a) - credit(b) || effort(a) - effort(b));
  return { approved: false, bounds: boundsOf(application, ranges), options };
}
