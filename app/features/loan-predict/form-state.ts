import { CHOICE_FIELDS, initialValue, LOAN_FIELDS, type ChoiceField, type CountField } from "#model/fields";
import { parseIntOrZero } from "#model/read-number";
import type { LoanApplication } from "#model/schema";

export type { ChoiceField };
export type NumberField = CountField;

/** The form as the visitor sees it: the five choices start unchosen (""), the numbers at 0 (spec section 3). */
export type LoanFormState = { [K in ChoiceField]: LoanApplication[K] | "" } & Omit<LoanApplication, ChoiceField>;

/** The form before the visitor touches it: each field's starting value from its definition (model/fields.ts). */
export const INITIAL_FORM = Object.fromEntries(
  LOAN_FIELDS.map((field) => [field, initialValue(field)]),
) as LoanFormState;

/** The choice fields the visitor has not chosen yet, in form order. */
export function missingChoices(form: LoanFormState): ChoiceField[] {
  return CHOICE_FIELDS.filter((field) => form[field] === "");
}

/** A field's value from what its control shows: a select's chosen value, or the text of a number input. */
export function fieldFromText<K extends keyof LoanFormState>(field: K, text: string): LoanFormState[K] {
  if (field === "Credit_History") return (text === "1" ? 1 : 0) as LoanFormState[K];
  if ((CHOICE_FIELDS as readonly string[]).includes(field)) return text as LoanFormState[K];
  return parseIntOrZero(text) as LoanFormState[K];
}
