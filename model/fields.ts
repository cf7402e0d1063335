/**
 * The loan application's fields and choices as plain data, without zod, so a page can show the form
 * without shipping the validator. model/schema.ts builds the zod schema from these same lists.
 */
export const LOAN_CHOICES = {
  Gender: ["Male", "Female"],
  Married: ["Yes", "No"],
  Education: ["Graduate", "Not Graduate"],
  Property_Area: ["Urban", "Semiurban", "Rural"],
  Self_Employed: ["Yes", "No"],
} as const;

/** The fields in the order the form shows them. */
export const LOAN_FIELDS = [
  "Gender",
  "Age",
  "Income",
  "Married",
  "LoanAmount",
  "Credit_History",
  "Education",
  "Property_Area",
  "Self_Employed",
] as const;

/** The five fields the visitor must choose; the spec leaves the numeric ones unchecked. */
export const CHOICE_FIELDS = Object.keys(LOAN_CHOICES) as (keyof typeof LOAN_CHOICES)[];

export type ChoiceField = keyof typeof LOAN_CHOICES;
export type Prediction = "Yes" | "No";
