import { z } from "zod";

import { LOAN_FIELD_DEFINITIONS, LOAN_FIELDS, type LoanField } from "./fields";

export { CHOICE_FIELDS, LOAN_FIELDS, type Prediction } from "./fields";

type Definitions = typeof LOAN_FIELD_DEFINITIONS;

/** Each kind of field's zod schema, as a type, so the application's type is exact. */
type FieldSchema<D> = D extends { kind: "choice"; choices: infer C extends readonly string[] }
  ? z.ZodEnum<{ [V in C[number]]: V }>
  : D extends { kind: "count" }
    ? z.ZodInt
    : z.ZodUnion<readonly [z.ZodLiteral<1>, z.ZodLiteral<0>]>;

function fieldSchema(field: LoanField): z.ZodType {
  const definition = LOAN_FIELD_DEFINITIONS[field];
  if (definition.kind === "choice") return z.enum(definition.choices);
  if (definition.kind === "count") return z.int().min(definition.min).max(definition.max);
  return z.union([z.literal(1), z.literal(0)]);
}

/**
 * One loan application: the form's fields and the API's body, validated by this one schema, built from the
 * fields' definition (model/fields.ts). Units follow the public Loan Prediction dataset the model is evaluated
 * on: Income is the applicant's monthly income, LoanAmount is in thousands.
 */
export const LoanApplicationSchema = z.object(
  Object.fromEntries(LOAN_FIELDS.map((field) => [field, fieldSchema(field)])) as {
    [K in LoanField]: FieldSchema<Definitions[K]>;
  },
);

export type LoanApplication = z.infer<typeof LoanApplicationSchema>;
