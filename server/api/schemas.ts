import { z } from "zod";

import { LoanApplicationSchema } from "../../model/schema";
import type { RuleId } from "../../model/scorecard";

/**
 * The body of POST /api/predict: the model's one schema, strict, so a misspelt field
 * ("Loan_Amount") is reported rather than silently ignored.
 */
export const PredictRequestSchema = z.strictObject(LoanApplicationSchema.shape).meta({
  title: "LoanApplication",
  description: "One loan application. Income is monthly; LoanAmount is in thousands.",
});

const RULE_IDS = [
  "credit_history",
  "income_to_loan",
  "education",
  "married",
  "age",
  "property_area",
  "self_employed",
] as const satisfies readonly RuleId[];

// Fails to compile when the scorecard gains a rule this list lacks.
const everyRuleListed: Exclude<RuleId, (typeof RULE_IDS)[number]> extends never ? true : false = true;
void everyRuleListed;

export const PredictionResponseSchema = z
  .object({
    prediction: z.enum(["Yes", "No"]).describe('"Yes" = likely approved (score of 50 or more).'),
    score: z.int().min(0).max(100).describe("Scorecard points, 0-100."),
    probability: z.number().min(0).max(1).describe("Calibrated approval probability, rounded to 4 decimals."),
    contributions: z
      .array(
        z.object({
          rule: z.enum(RULE_IDS),
          label: z.string(),
          points: z.int().min(0),
          maxPoints: z.int().min(0),
        }),
      )
      .describe("Each rule's points, so the decision can be explained."),
    modelVersion: z.string(),
  })
  .meta({ title: "Prediction" });

export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

export const HealthResponseSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string().describe("The application's version."),
    uptimeSeconds: z.number().min(0),
    model: z.object({ version: z.string(), accuracy: z.number().min(0).max(1) }),
  })
  .meta({ title: "Health" });

export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const API_ERROR_CODES = [
  "invalid_json",
  "invalid_body",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const FieldProblemSchema = z.object({
  field: z.string().describe('A field name, or "(body)" for the body as a whole.'),
  message: z.string().describe("What was wrong and what the field accepts."),
});

export type FieldProblem = z.infer<typeof FieldProblemSchema>;

export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string(),
      details: z.array(FieldProblemSchema).optional(),
    }),
  })
  .meta({ title: "Error" });

export type ApiError = z.infer<typeof ApiErrorSchema>;
