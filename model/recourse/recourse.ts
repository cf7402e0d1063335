import type { DataRanges } from "../card/model-card";
import { servingCard } from "../card/serving-card";
import type { LoanApplication } from "../schema";
import { scoreApplication } from "../scorecard/scorecard";
import { predictTrained, type TrainedParameters } from "../trained/regression";
import { recourseBounds, type RecourseBounds } from "./bounds";
import { combinedAmounts, largest, smallest, type Approves } from "./search";

/**
 * The fields a rejected applicant may be asked to change, and in which direction. A credit history can be
 * repaired (0 → 1), a smaller loan can be asked for, and a higher income (a raise, a second job) counts.
 * Never Gender, Age or Married: protected characteristics, not choices. Nor Education, Property_Area or
 * Self_Employed: a degree, a move or a change of employment is not a change to make for one loan, and
 * where a person lives stands in for who they are.
 */
export const ACTIONABLE_FIELDS = ["Credit_History", "LoanAmount", "Income"] as const;
export type ActionableField = (typeof ACTIONABLE_FIELDS)[number];

export type RecourseChange =
  | { field: "Credit_History"; from: 0; to: 1 }
  /** To at most `to` thousands (no less than the dataset's smallest loan). */
  | { field: "LoanAmount"; from: number; to: number }
  /** To at least `to` a month (no more than the bounds allow). */
  | { field: "Income"; from: number; to: number };

/** Changes applied together, in the order credit history, loan, income; each option is minimal (see findRecourse). */
export type RecourseOption = RecourseChange[];

/** Options in the order to show them (see byEffort); none when nothing within the bounds turns the verdict. */
export type Recourse = { approved: true } | { approved: false; bounds: RecourseBounds; options: RecourseOption[] };

/** The sets of changes tried, every set after its subsets. */
const CHANGE_SETS: readonly (readonly ActionableField[])[] = [
  ["Credit_History"],
  ["LoanAmount"],
  ["Income"],
  ["LoanAmount", "Income"],
  ["Credit_History", "LoanAmount"],
  ["Credit_History", "Income"],
  ["Credit_History", "LoanAmount", "Income"],
];

export function applyChanges(application: LoanApplication, changes: readonly RecourseChange[]): LoanApplication {
  return changes.reduce<LoanApplication>((changed, change) => ({ ...changed, [change.field]: change.to }), application);
}

/** A good credit history takes months or years of repayments: not a change to make for one application. */
export function needsCreditHistory(option: RecourseOption): boolean {
  return option.some((change) => change.field === "Credit_History");
}

/**
 * How far an option moves the amounts: the larger relative change, (from − to) / from for the loan and
 * (to − from) / from for the income. A loan 20 % smaller with an income 10 % higher: 0.2. A credit history alone: 0.
 */
export function optionEffort(option: RecourseOption): number {
  return Math.max(
    0,
    ...option.map((change) => {
      if (change.field === "LoanAmount") return (change.from - change.to) / change.from;
      if (change.field === "Income") return (change.to - change.from) / change.from;
      return 0;
    }),
  );
}

/** Quick changes first, then those that need a good credit history; each group by effort, least first. */
function byEffort(a: RecourseOption, b: RecourseOption): number {
  return Number(needsCreditHistory(a)) - Number(needsCreditHistory(b)) || optionEffort(a) - optionEffort(b);
}

function optionFor(
  application: LoanApplication,
  fields: readonly ActionableField[],
  bounds: RecourseBounds,
  approves: Approves,
): RecourseOption | null {
  const changes: RecourseChange[] = [];
  if (fields.includes("Credit_History")) {
    if (application.Credit_History === 1) return null;
    changes.push({ field: "Credit_History", from: 0, to: 1 });
  }
  const base = applyChanges(application, changes);
  const { LoanAmount: loanNow, Income: incomeNow } = application;
  if (fields.includes("LoanAmount") && fields.includes("Income")) {
    const amounts = combinedAmounts(base, bounds, approves);
    if (amounts === null) return null;
    changes.push({ field: "LoanAmount", from: loanNow, to: amounts.loan });
    changes.push({ field: "Income", from: incomeNow, to: amounts.income });
  } else if (fields.includes("LoanAmount")) {
    const to = largest(bounds.loanAmountAtLeast, loanNow - 1, (loan) => approves({ ...base, LoanAmount: loan }));
    if (to === null) return null;
    changes.push({ field: "LoanAmount", from: loanNow, to });
  } else if (fields.includes("Income")) {
    const to = smallest(incomeNow + 1, bounds.incomeAtMost, (income) => approves({ ...base, Income: income }));
    if (to === null) return null;
    changes.push({ field: "Income", from: incomeNow, to });
  }
  return approves(applyChanges(application, changes)) ? changes : null;
}

/**
 * The smallest changes to the actionable fields that turn a rejection into an approval, within bounds from
 * the data (bounds.ts: no income above the dataset's highest or INCOME_MULTIPLE × the applicant's
 * own, no loan below the dataset's smallest). A set of fields is tried only when no subset of it works; a
 * single amount moves as little as works, a loan and an income together at the least effort (combinedAmounts).
 * Exact for any model whose approval never falls as the credit history improves, the loan shrinks or the
 * income grows (the scorecard; a logistic regression, in the direction of its weights). No options: nothing
 * within the bounds turns the verdict.
 */
export function findRecourse(application: LoanApplication, approves: Approves, ranges: DataRanges): Recourse {
  if (approves(application)) return { approved: true };
  const bounds = recourseBounds(application, ranges);
  const found: { fields: readonly ActionableField[]; option: RecourseOption }[] = [];
  for (const fields of CHANGE_SETS) {
    if (found.some((subset) => subset.fields.every((field) => fields.includes(field)))) continue;
    const option = optionFor(application, fields, bounds, approves);
    if (option) found.push({ fields, option });
  }
  return { approved: false, bounds, options: found.map(({ option }) => option).sort(byEffort) };
}

/** Recourse against the hand-written scorecard: reach 50 points. */
export function scorecardRecourse(application: LoanApplication, ranges = servingCard.dataRanges): Recourse {
  return findRecourse(application, (changed) => scoreApplication(changed).prediction === "Yes", ranges);
}

/** Recourse against a trained logistic regression: reach its probability cut. */
export function trainedRecourse(
  application: LoanApplication,
  parameters: TrainedParameters,
  cut: number,
  ranges = servingCard.dataRanges,
): Recourse {
  return findRecourse(application, (changed) => predictTrained(changed, parameters, cut).prediction === "Yes", ranges);
}
