import { CHOICE_FIELDS, type ChoiceField } from "#model/fields";
import type { LoanApplication } from "#model/schema";

export type { ChoiceField };
export type NumberField = Exclude<keyof LoanApplication, ChoiceField | "Credit_History">;

/** The form as the visitor sees it: the five choices start unchosen (""), the numbers at 0 (spec section 3). */
export type LoanFormState = { [K in ChoiceField]: LoanApplication[K] | "" } & Omit<LoanApplication, ChoiceField>;

export const INITIAL_FORM: LoanFormState = {
  Gender: "",
  Age: 0,
  Income: 0,
  Married: "",
  LoanAmount: 0,
  Credit_History: 0,
  Education: "",
  Property_Area: "",
  Self_Employed: "",
};

/** parseInt semantics, as the spec asks: "12abc" → 12, and anything unparseable → 0. */
export function parseInteger(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** The choice fields the visitor has not chosen yet, in form order. */
export function missingChoices(form: LoanFormState): ChoiceField[] {
  return CHOICE_FIELDS.filter((field) => form[field] === "");
}
