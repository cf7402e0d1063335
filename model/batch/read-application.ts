import { LOAN_FIELDS } from "../fields";
import { type LoanApplication, LoanApplicationSchema } from "../schema";
import { describeValue } from "./limits";

/** For each of LOAN_FIELDS, whether it is a number. */
const NUMERIC = LOAN_FIELDS.map((field) => ["Age", "Income", "LoanAmount", "Credit_History"].includes(field));

/** A row's values in LOAN_FIELDS order as an object for the schema (a literal: every row gets one shape). */
function asFields(values: readonly unknown[]): Record<(typeof LOAN_FIELDS)[number], unknown> {
  const [Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed] = values;
  return { Gender, Age, Income, Married, LoanAmount, Credit_History, Education, Property_Area, Self_Employed };
}

/**
 * An application from one row's raw values (in LOAN_FIELDS order), or the first thing wrong with it (the
 * field named). CSV cells are all text, so there a number is read from digits only (no "1e3", no "12.5");
 * JSON values are taken as they are, as the API takes them.
 */
export function readApplication(values: readonly unknown[], cellsAreText: boolean): LoanApplication | string {
  const converted = [...values];
  for (let i = 0; i < LOAN_FIELDS.length; i++) {
    const value = values[i];
    if (value === undefined || value === "" || value === null) return `${LOAN_FIELDS[i]} is empty`;
    if (cellsAreText && NUMERIC[i] && typeof value === "string" && /^\d+$/.test(value)) converted[i] = Number(value);
  }
  const result = LoanApplicationSchema.safeParse(asFields(converted));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "row");
  const value = values[LOAN_FIELDS.indexOf(field as (typeof LOAN_FIELDS)[number])];
  return `${field}: ${describeValue(value)} is not accepted (${issue?.message ?? "invalid"})`;
}
