import { z } from "zod";

import { LOAN_FIELDS } from "./fields";
import { LoanApplicationSchema } from "./schema";
import { WARNING_KINDS } from "./uncertainty/out-of-data";

/**
 * The body of every prediction endpoint: the model's one schema, strict, so a misspelt field
 * ("Loan_Amount") is reported rather than silently ignored.
 */
export const PredictRequestSchema = z.strictObject(LoanApplicationSchema.shape).meta({
  title: "LoanApplication",
  description: "One loan application. Income is monthly; LoanAmount is in thousands.",
});

/** The scorecard's rules, in the order the answer lists them. */
export const RULE_IDS = [
  "credit_history",
  "income_to_loan",
  "education",
  "married",
  "age",
  "property_area",
  "self_employed",
] as const;

export type RuleId = (typeof RULE_IDS)[number];

/** A probability's bootstrap interval (model/uncertainty/prediction-interval.ts). */
const IntervalSchema = z
  .object({
    low: z.number().min(0).max(1),
    high: z.number().min(0).max(1),
    level: z.number().min(0).max(1).describe("0.9: the 5th to the 95th percentile of the refits' probabilities."),
  })
  .describe(
    "How much the probability depends on which applicants happened to be in the training data: the central 90 % " +
      "of the probabilities of 200 refits on bootstrap resamples of it. Not how sure this applicant's outcome is.",
  );

/** A caveat on an answer: where the application lies outside what the training data supports (model/uncertainty/out-of-data.ts). */
const DataWarningSchema = z.object({
  kind: z
    .enum(WARNING_KINDS)
    .describe(
      "leverage: its leverage under the trained model's design matrix is above the threshold GET /api/model states " +
        "(its amounts and choices together, never one amount alone); unseen-combination: no applicant in the data " +
        "has its combination of the categories the trained model reads; unseen-profile: none has its combination " +
        "of the five choices, sex and marital status included, which the trained model does not read.",
    ),
  fields: z.array(z.enum(LOAN_FIELDS)).describe("The fields the check read."),
  value: z.number().describe("The leverage, or how many applicants in the data share the combination."),
  limit: z.number().describe("The threshold: the largest leverage inside the data, or the fewest applicants."),
  abstains: z.boolean().describe("Whether the trained model gives no verdict for it."),
  beyond: z
    .array(
      z.object({
        field: z.enum(["Income", "LoanAmount"]),
        value: z.number(),
        side: z.enum(["below", "above"]),
        limit: z.number().describe("The smallest or largest amount any applicant in the data had."),
      }),
    )
    .describe("For a leverage, the amounts beyond every applicant in the data; a reason, never a check alone."),
  message: z.string(),
});

const WarningsSchema = z
  .array(DataWarningSchema)
  .describe("Empty when the application lies within what the data supports. Both models' answers carry the same.");

const ModelVersionSchema = z
  .string()
  .describe("The model's name and a content hash of everything it computes with, e.g. scorecard@0123456789ab.");

/**
 * Why the trained model gives no verdict: the application lies outside what its training data supports
 * (model/uncertainty/out-of-data.ts). The scorecard keeps its verdict, with the same warnings.
 */
const AbstentionSchema = z
  .object({ reason: z.string().describe("The checks the application failed, in sentences, with their figures.") })
  .nullable()
  .describe('Set when the model abstains ("outside the data: no verdict"): then prediction is null. Otherwise null.');

/** The answer of POST /api/predict: the server's type, the OpenAPI schema and the page's check all come from it. */
export const PredictionResponseSchema = z
  .object({
    prediction: z.enum(["Yes", "No"]).describe('"Yes" = likely approved (score of 50 or more).'),
    score: z.int().min(0).max(100).describe("Scorecard points, 0-100."),
    probability: z
      .number()
      .min(0)
      .max(1)
      .describe(
        "Calibrated approval probability, rounded to 4 decimals: the share of past applicants with this score the " +
          "lender approved, by a logistic curve fitted on the data. Below 0.5 for some scores the rules approve.",
      ),
    interval: IntervalSchema,
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
    warnings: WarningsSchema,
    modelVersion: ModelVersionSchema,
  })
  .meta({ title: "Prediction" });

export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

/** The form's fields a trained model may read: all but Age, which the dataset lacks. */
const TrainedFieldSchema = z.enum(LOAN_FIELDS).exclude(["Age"]);

/** The answer of POST /api/predict/trained: the logistic regression trained on the public dataset. */
export const TrainedPredictionResponseSchema = z
  .object({
    prediction: z
      .enum(["Yes", "No"])
      .nullable()
      .describe(
        '"Yes" = likely approved (probability at or above the cut); null = outside the data: no verdict (see abstention).',
      ),
    abstention: AbstentionSchema,
    probability: z
      .number()
      .min(0)
      .max(1)
      .describe("P(approved), rounded to 4 decimals; outside the data, an extrapolation the model does not vouch for."),
    interval: IntervalSchema,
    cut: z.number().min(0).max(1).describe("The probability from which the model approves."),
    baselineLogOdds: z.number().describe("Log-odds of the average training applicant, where the contributions start."),
    contributions: z
      .array(z.object({ field: TrainedFieldSchema, logOdds: z.number() }))
      .describe("Each field's share of the log-odds (4 decimals), relative to the average applicant."),
    warnings: WarningsSchema,
    modelVersion: ModelVersionSchema,
  })
  .meta({ title: "TrainedPrediction" });

export type TrainedPredictionResponse = z.infer<typeof TrainedPredictionResponseSchema>;

/** The answer of POST /api/predict/both: both models' answers to one application, for one request. */
export const BothPredictionsResponseSchema = z
  .object({ scorecard: PredictionResponseSchema, trained: TrainedPredictionResponseSchema })
  .meta({ title: "BothPredictions" });

export type BothPredictionsResponse = z.infer<typeof BothPredictionsResponseSchema>;

/** One line of POST /api/predict/batch's NDJSON answer: a row scored by both models, or why it could not be. */
export const BatchResultSchema = z
  .union([
    z.object({
      row: z.int().min(1).describe("The data row's number, from 1 (the CSV header is not counted)."),
      scorecard: PredictionResponseSchema.pick({ prediction: true, score: true, probability: true }),
      trained: TrainedPredictionResponseSchema.pick({ prediction: true, probability: true }),
    }),
    z.object({ row: z.int().min(1), error: z.string().describe("Why the row cannot be scored.") }),
  ])
  .meta({ title: "BatchResult" });

export type BatchResult = z.infer<typeof BatchResultSchema>;

/** A mean over the repeated cross-validation's splits with its split-to-split 95 % interval. */
const SplitIntervalSchema = z
  .object({ mean: z.number(), low: z.number(), high: z.number() })
  .describe(
    "The mean over every split, and its corrected resampled t 95 % interval: how much it moves from split to split.",
  );

/** A figure's sampling error: what another data set of this size could give. */
const BoundsSchema = z
  .object({ low: z.number(), high: z.number() })
  .describe(
    "The 95 % sampling error: a bootstrap over rows of the out-of-fold predictions, the models not refitted " +
      "(so it leaves out how much the fit itself would move with other applicants).",
  );

/** A served model's cross-validated figures, each with both intervals: GET /api/model's and GET /api/health's. */
export const CrossValidatedFiguresSchema = z.object({
  accuracy: SplitIntervalSchema,
  auc: SplitIntervalSchema,
  brier: SplitIntervalSchema.nullable(),
  samplingError: z.object({ accuracy: BoundsSchema, auc: BoundsSchema, brier: BoundsSchema.nullable() }),
});

const ServedModelSchema = z.object({
  version: ModelVersionSchema,
  crossValidated: CrossValidatedFiguresSchema.describe(
    "Its figures over the repeated cross-validation, as GET /api/model's headline and the page give them.",
  ),
});

/** The answer of GET /api/health. */
export const HealthResponseSchema = z
  .object({
    status: z.enum(["ok", "draining"]).describe('"draining" (with status 503) while the server shuts down.'),
    version: z.string().describe("The application's version."),
    uptimeSeconds: z.number().min(0),
    models: z
      .object({ scorecard: ServedModelSchema, trained: ServedModelSchema })
      .nullable()
      .describe("The served models, each with its version and cross-validated figures; null with the loan demo off."),
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

/** Every error the API answers: `{ error: { code, message, details? } }`. */
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
