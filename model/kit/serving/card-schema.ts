import { z } from "zod";

/**
 * GET /api/models/<id>'s answer, the model card (served-model.ts's KitCard), for the OpenAPI document: its
 * parts described, the figures' own shapes left open (model/kit/evaluation/ defines them).
 */

const EstimateSchema = z
  .object({
    value: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    resamples: z.number(),
  })
  .describe("A figure with its 95 % row-bootstrap interval.");

const ProportionSchema = z
  .object({ count: z.number(), of: z.number(), rate: z.number(), low: z.number(), high: z.number() })
  .describe("A share with its 95 % Wilson interval.");

const ClassLabelSchema = z.union([z.number(), z.string()]);

export const KitCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string().nullable(),
    version: z.string(),
    task: z.enum(["binary", "multiclass", "regression"]),
    target: z.string().describe("test.csv's target column."),
    classes: z.array(ClassLabelSchema).nullable(),
    positiveClass: z.object({ label: ClassLabelSchema, name: z.string() }).nullable(),
    cut: z.number().nullable(),
    model: z
      .looseObject({
        file: z.enum(["model.onnx", "model.json"]),
        format: z.enum(["onnx", "xgboost"]),
        bytes: z.number(),
        sha256: z.string().describe("The model file's SHA-256, hex."),
        servedBytes: z.number(),
        producer: z.string().nullable(),
        structure: z.enum(["trees", "additive", "other"]),
        output: z
          .enum(["probabilities", "scores", "values"])
          .describe(
            "How the model's answer is read: probabilities, raw scores (logits) the kit turns into probabilities, or values.",
          ),
        missingValues: z.boolean(),
      })
      .describe("The model file: its identity, its make (operators or trees), its inputs."),
    testData: z
      .looseObject({
        file: z.literal("test.csv"),
        bytes: z.number(),
        sha256: z.string(),
        rows: z.number(),
        fewRows: z.boolean().describe("Fewer than 200 rows: the figures move a lot."),
        fields: z.array(z.looseObject({ name: z.string(), kind: z.enum(["number", "category"]) })),
        examples: z.number(),
      })
      .describe("The held-out data: its identity, size and each field's range (no row of it)."),
    evaluation: z
      .looseObject({
        task: z.enum(["binary", "multiclass", "regression"]),
        rows: z.number(),
        auc: EstimateSchema.optional(),
        rmse: EstimateSchema.optional(),
        accuracy: ProportionSchema.optional(),
      })
      .describe("The headline figures on test.csv, each with its interval."),
    conformal: z
      .looseObject({
        method: z.literal("split conformal"),
        level: z.number(),
        seed: z.number(),
        calibrationRows: z.number(),
        threshold: z.number().nullable(),
        coverage: ProportionSchema,
      })
      .describe("Split conformal calibration (Vovk et al. 2005; Angelopoulos and Bates 2021)."),
    outOfData: z.looseObject({}).describe("How an input is found to lie outside the test data."),
    explanation: z.object({ method: z.string(), units: z.string(), background: z.string() }),
    limits: z.array(z.object({ code: z.string(), message: z.string() })).describe("What the figures cannot say."),
    links: z.looseObject({}).nullable(),
    datasheet: z.looseObject({ source: z.string(), licence: z.string() }).nullable(),
  })
  .meta({ title: "KitCard", description: "A model's card." });
