import { z } from "zod";

/**
 * One loan application: the form's fields and the API's body, validated by this one schema.
 * Units follow the public Loan Prediction dataset the model is evaluated on:
 * Income is the applicant's monthly income, LoanAmount is in thousands.
 */
export const LoanApplicationSchema = z.object({
  Gender: z.enum(["Male", "Female"]),
  Age: z.int().min(0).max(150),
  Income: z.int().min(0).max(1_000_000_000),
  Married: z.enum(["Yes", "No"]),
  LoanAmount: z.int().min(0).max(1_000_000_000),
  Credit_History: z.union([z.literal(1), z.literal(0)]),
  Education: z.enum(["Graduate", "Not Graduate"]),
  Property_Area: z.enum(["Urban", "Semiurban", "Rural"]),
  Self_Employed: z.enum(["Yes", "No"]),
});

export type LoanApplication = z.infer<typeof LoanApplicationSchema>;

/** The fields in the order the form shows them. */
export const LOAN_FIELDS = Object.keys(LoanApplicationSchema.shape) as (keyof LoanApplication)[];

/** The five fields the visitor must choose; the spec leaves the numeric ones unchecked. */
export const CHOICE_FIELDS = [
  "Gender",
  "Married",
  "Education",
  "Property_Area",
  "Self_Employed",
] as const satisfies readonly (keyof LoanApplication)[];

export type Prediction = "Yes" | "No";
