/** A brute-force recourse search and a rejected application to start from, for the recourse tests. Test-only. */
import { applyChanges, type Recourse, type RecourseOption } from "../../model/recourse";
import type { LoanApplication } from "../../model/schema";
import { scoreApplication } from "../../model/scorecard";

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

/** Whether the specification's scorecard approves. */
export const approvedByScorecard = (application: LoanApplication) => scoreApplication(application).prediction === "Yes";

/** The subsets findRecourse may propose, in its order. */
const SETS = [
  ["Credit_History"],
  ["LoanAmount"],
  ["Income"],
  ["Credit_History", "LoanAmount"],
  ["Credit_History", "Income"],
];
/** Grid loans stay ≤ 449: an income above 20 × 449 = 8980 is in the scorecard's top band, so no scan need go further. */
const INCOME_SCAN_END = 9_000;

/**
 * Recourse by brute force: every integer loan below, every integer income above (up to incomeScanEnd), no
 * monotonicity assumed; an option is kept when no option changing a proper subset of its fields works.
 */
export function bruteForce(
  application: LoanApplication,
  approves: (application: LoanApplication) => boolean = approvedByScorecard,
  incomeScanEnd = INCOME_SCAN_END,
): Recourse {
  if (approves(application)) return { approved: true };
  const found = SETS.map((set): RecourseOption | null => {
    const changes: RecourseOption = [];
    if (set.includes("Credit_History")) {
      if (application.Credit_History === 1) return null;
      changes.push({ field: "Credit_History", from: 0, to: 1 });
    }
    const base = applyChanges(application, changes);
    if (set.includes("LoanAmount")) {
      for (let loan = application.LoanAmount - 1; loan >= 1; loan--) {
        if (approves({ ...base, LoanAmount: loan }))
          return [...changes, { field: "LoanAmount", from: application.LoanAmount, to: loan }];
      }
      return null;
    }
    if (set.includes("Income")) {
      for (let income = application.Income + 1; income <= incomeScanEnd; income++) {
        if (approves({ ...base, Income: income }))
          return [...changes, { field: "Income", from: application.Income, to: income }];
      }
      return null;
    }
    return approves(base) ? changes : null;
  });
  const minimal = found.filter(
    (option, i) =>
      option !== null &&
      !SETS.some(
        (other, j) =>
          j !== i &&
          found[j] !== null &&
          other.length < (SETS[i]?.length ?? 0) &&
          other.every((field) => SETS[i]?.includes(field)),
      ),
  );
  return { approved: false, options: minimal as RecourseOption[] };
}
