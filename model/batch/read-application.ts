import { LOAN_FIELD_DEFINITIONS, LOAN_FIELDS, type LoanField } from "../fields";
import { readWholeNumber } from "../read-number";
import { type LoanApplication, LoanApplicationSchema } from "../schema";
import { describeValue } from "./limits";

/** For each of LOAN_FIELDS, whether it is a number. */
const NUMERIC = LOAN_FIELDS.map((field) => LOAN_FIELD_DEFINITIONS[field].kind !== "choice");

/** A row's values in LOAN_FIELDS order as an object for the schema. */
function asFields(values: readonly unknown[]): Record<LoanField, unknown> {
  return Object.fromEntries(LOAN_FIELDS.map((field, i) => [field, values[i]])) as Record<LoanField, unknown>;
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
    if (cellsAreText && NUMERIC[i] && typeof value === "string") converted[i] = readWholeNumber(value) ?? value;
  }
  const result = LoanApplicationSchema.safeParse(asFields(converted));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "row");
  const value = values[LOAN_FIELDS.indexOf(field as LoanField)];
  return `${field}: ${describeValue(value)} is not accepted (${issue?.message ?? "invalid"})`;
}
