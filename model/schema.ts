import { z } from "zod";

import { LOAN_CHOICES } from "./fields";

export { CHOICE_FIELDS, LOAN_FIELDS, type Prediction } from "./fields";

/**
 * One loan application: the form's fields and the API's body, validated by this one schema.
 * Units follow the public Loan Prediction dataset the model is evaluated on:
 * Income is the applicant's monthly income, LoanAmount is in thousands.
 */
export const LoanApplicationSchema = z.object({
  Gender: z.enum(LOAN_CHOICES.Gender),
  Age: z.int().min(0).max(150),
  Income: z.int().min(0).max(1_000_000_000),
  Married: z.enum(LOAN_CHOICES.Married),
  LoanAmount: z.int().min(0).max(1_000_000_000),
  Credit_History: z.union([z.literal(1), z.literal(0)]),
  Education: z.enum(LOAN_CHOICES.Education),
  Property_Area: z.enum(LOAN_CHOICES.Property_Area),
  Self_Employed: z.enum(LOAN_CHOICES.Self_Employed),
});

export type LoanApplication = z.infer<typeof LoanApplicationSchema>;
