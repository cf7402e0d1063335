import { predictTrained, type TrainedParameters } from "./logistic/predict";
import type { LoanApplication } from "./schema";
import { scoreApplication } from "./scorecard";

/**
 * The fields a rejected applicant may be asked to change, and in which direction. A credit history can be
 * repaired (0 → 1), a smaller loan can be asked for, and a higher income (a raise, a second job) counts.
 * Never Gender, Age or Married: protected characteristics, not choices. Nor Education, Property_Area or
 * Self_Employed: a degree, a move or a change of employment is not a change to make for one loan, and
 * where a person lives stands in for who they are.
 */
export const ACTIONABLE_FIELDS = ["Credit_History", "LoanAmount", "Income"] as const;
export type ActionableField = (typeof ACTIONABLE_FIELDS)[number];

/** The schema's ceiling on Income: no suggestion goes beyond what the form accepts. */
export const MAX_INCOME = 1_000_000_000;

export type RecourseChange =
  | { field: "Credit_History"; from: 0; to: 1 }
  /** To at most `to` thousands (a loan of at least 1). */
  | { field: "LoanAmount"; from: number; to: number }
  /** To at least `to` a month. */
  | { field: "Income"; from: number; to: number };

/** Changes applied together; each option is minimal: no option changes fewer fields, no amount moves less. */
export type RecourseOption = RecourseChange[];

export type Recourse = { approved: true } | { approved: false; options: RecourseOption[] };

/**
 * The sets of changes tried, in the order options are listed: one field, then a good credit history with one
 * amount. Loan and income are never combined, so every option has a single smallest amount.
 */
const CHANGE_SETS: readonly (readonly ActionableField[])[] = [
  ["Credit_History"],
  ["LoanAmount"],
  ["Income"],
  ["Credit_History", "LoanAmount"],
  ["Credit_History", "Income"],
];

/** The largest integer in [low, high] where `ok` holds, for `ok` true up to some point and false after. */
function largest(low: number, high: number, ok: (value: number) => boolean): number | null {
  if (low > high || !ok(low)) return null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (ok(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The smallest integer in [low, high] where `ok` holds, for `ok` false up to some point and true after. */
function smallest(low: number, high: number, ok: (value: number) => boolean): number | null {
  if (low > high || !ok(high)) return null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (ok(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}

export function applyChanges(application: LoanApplication, changes: readonly RecourseChange[]): LoanApplication {
  return changes.reduce<LoanApplication>((changed, change) => ({ ...changed, [change.field]: change.to }), application);
}

function optionFor(
  application: LoanApplication,
  fields: readonly ActionableField[],
  approves: (application: LoanApplication) => boolean,
): RecourseOption | null {
  const changes: RecourseChange[] = [];
  if (fields.includes("Credit_History")) {
    if (application.Credit_History === 1) return null;
    changes.push({ field: "Credit_History", from: 0, to: 1 });
  }
  const base = applyChanges(application, changes);
  if (fields.includes("LoanAmount")) {
    const to = largest(1, application.LoanAmount - 1, (loan) => approves({ ...base, LoanAmount: loan }));
    if (to === null) return null;
    changes.push({ field: "LoanAmount", from: application.LoanAmount, to });
  } else if (fields.includes("Income")) {
    const to = smallest(application.Income + 1, MAX_INCOME, (income) => approves({ ...base, Income: income }));
    if (to === null) return null;
    changes.push({ field: "Income", from: application.Income, to });
  }
  return approves(applyChanges(application, changes)) ? changes : null;
}

/**
 * The smallest changes to the actionable fields that turn a rejection into an approval, for any model whose
 * approval never falls as the credit history improves, the loan shrinks or the income grows (the scorecard;
 * a logistic regression, in the direction of its weights). An option is offered only when no option changing
 * a subset of its fields works; its amount is the least change that works (a loan of at least 1, an income
 * of at most MAX_INCOME). An empty list: nothing within the actionable fields turns the verdict.
 */
export function findRecourse(
  application: LoanApplication,
  approves: (application: LoanApplication) => boolean,
): Recourse {
  if (approves(application)) return { approved: true };
  const options: { fields: readonly ActionableField[]; option: RecourseOption }[] = [];
  for (const fields of CHANGE_SETS) {
    const covered = options.some((found) => found.fields.every((field) => fields.includes(field)));
    if (covered) continue;
    const option = optionFor(application, fields, approves);
    if (option) options.push({ fields, option });
  }
  return { approved: false, options: options.map((found) => found.option) };
}

/** Recourse against the spec's scorecard: reach 50 points. */
export function scorecardRecourse(application: LoanApplication): Recourse {
  return findRecourse(application, (changed) => scoreApplication(changed).prediction === "Yes");
}

/** Recourse against a trained logistic regression: reach its probability cut. */
export function trainedRecourse(application: LoanApplication, parameters: TrainedParameters, cut: number): Recourse {
  return findRecourse(application, (changed) => predictTrained(changed, parameters, cut).prediction === "Yes");
}
