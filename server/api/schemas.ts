import { z } from "zod";

import { LoanApplicationSchema } from "#model/schema";

/**
 * The body of POST /api/predict: the model's one schema, strict, so a misspelt field
 * ("Loan_Amount") is reported rather than silently ignored.
 */
export const PredictRequestSchema = z.strictObject(LoanApplicationSchema.shape).meta({
  title: "LoanApplication",
  description: "One loan application. Income is monthly; LoanAmount is in thousands.",
});

export const HealthResponseSchema = z
  .object({
    status: z.enum(["ok", "draining"]).describe('"draining" (with status 503) while the server shuts down.'),
    version: z.string().describe("The application's version."),
    uptimeSeconds: z.number().min(0),
    model: z.object({ version: z.string(), accuracy: z.number().min(0).max(1) }),
  })
  .meta({ title: "Health" });

export type HealthResponse = z.infer<typeof HealthResponseSchema>;
