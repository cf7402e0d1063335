import { z } from "zod";

/**
 * The answers of a model's endpoints (/api/models/<id>/…), one schema each: the server's type, the OpenAPI
 * document and the page's check of an answer come from these. kit-scorer.ts makes them.
 */

const ClassLabelSchema = z.union([z.number(), z.string()]);

const WarningSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.enum(["below-range", "above-range"]),
      field: z.string(),
      value: z.number(),
      limit: z.number().describe("The test rows' smallest or largest value of the field."),
      message: z.string(),
    }),
    z.object({ kind: z.literal("unseen-choice"), field: z.string(), value: z.string(), message: z.string() }),
    z.object({
      kind: z.literal("joint-distance"),
      distance: z.number(),
      threshold: z.number().describe("Beyond it lie at most 1 % of the test rows."),
      message: z.string(),
    }),
    z.object({
      kind: z.literal("unseen-combination"),
      fields: z.array(z.string()),
      values: z.array(z.string()),
      message: z.string(),
    }),
  ])
  .meta({ title: "KitWarning", description: "Why the test data cannot vouch for this answer." });

export const ExplanationSchema = z
  .object({
    method: z.enum(["additive-exact", "tree-shap", "sampling-shapley"]),
    units: z.enum(["log-odds", "margin", "probability", "value"]),
    note: z.string().describe("What the method is, in one sentence."),
    prediction: z.number().describe("The explained number, in `units`: base + the contributions."),
    base: z.number().describe("The average over the background (or the trees' covers)."),
    contributions: z.array(
      z.object({
        field: z.string(),
        value: z.number(),
        standardError: z.number().optional().describe("Sampling only: the estimate's standard error."),
      }),
    ),
    work: z.object({ evaluations: z.number(), permutations: z.number() }).optional(),
  })
  .meta({ title: "KitExplanation", description: "Each field's contribution to this prediction." });

const common = {
  model: z.string().describe("The model's id (its folder's name)."),
  modelVersion: z.string().describe("<id>@<content hash>: a new model or test.csv is a new version."),
  warnings: z.array(WarningSchema).describe("Empty when the input lies within the test data."),
  abstain: z
    .boolean()
    .describe("True when there is any warning: the test data cannot vouch for this answer, so weigh it as a guess."),
  explanation: ExplanationSchema.optional().describe("Present when asked for (?explain=true)."),
};

const CoverageSchema = {
  level: z.number().describe("The coverage promised: the share of answers the set or interval holds."),
  coverage: z.number().describe("The share it held on the held-out half of test.csv."),
};

const ClassificationSchema = z.object({
  ...common,
  task: z.enum(["binary", "multiclass"]),
  classes: z.array(ClassLabelSchema).describe("The classes, in the order of `probabilities`."),
  probabilities: z.array(z.number().min(0).max(1)),
  verdict: ClassLabelSchema.describe(
    "Binary: the positive class when its probability reaches `cut`. Else the likeliest.",
  ),
  predictionSet: z
    .object({ classes: z.array(ClassLabelSchema), ...CoverageSchema })
    .describe("Split conformal: the classes the answer may be, holding it `level` of the time."),
  probability: z.number().min(0).max(1).optional().describe("Binary: the positive class's probability."),
  cut: z.number().optional().describe("Binary: the cut on that probability."),
  positive: z.boolean().optional().describe("Binary: whether the verdict is the positive class."),
});

const RegressionSchema = z.object({
  ...common,
  task: z.literal("regression"),
  value: z.number(),
  interval: z
    .object({
      low: z.number().nullable().describe("null: unbounded (too few rows to calibrate)."),
      high: z.number().nullable(),
      ...CoverageSchema,
    })
    .describe("Split conformal: the interval that holds the true value `level` of the time."),
});

export const KitPredictionSchema = z
  .discriminatedUnion("task", [ClassificationSchema, RegressionSchema])
  .meta({ title: "KitPrediction", description: "A model kit model's answer for one input." });

export type KitPrediction = z.infer<typeof KitPredictionSchema>;

export const KitBatchResultSchema = z
  .union([
    z.object({ row: z.int().min(1) }).and(KitPredictionSchema),
    z.object({ row: z.int().min(1), error: z.string() }),
  ])
  .meta({
    title: "KitBatchResult",
    description: "One batch row's answer (without explanation), or why it was not scored.",
  });

export type KitBatchResult = z.infer<typeof KitBatchResultSchema>;

export const KitModelListSchema = z
  .object({
    models: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        task: z.enum(["binary", "multiclass", "regression"]),
        version: z.string(),
        predict: z.string().describe("The path of its predict endpoint."),
      }),
    ),
  })
  .meta({ title: "KitModelList", description: "The models this site serves." });

export type KitModelList = z.infer<typeof KitModelListSchema>;
