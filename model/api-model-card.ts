import { z } from "zod";

import { CrossValidatedFiguresSchema } from "./api-contract";
import type { ServingCard } from "./card/parts";
import type { BootstrapRefits } from "./card/refits";
import { versionsOf } from "./identity/versions";

const AmountRangeSchema = z.object({
  field: z.enum(["Income", "LoanAmount"]),
  rows: z.int().describe("Rows with a value."),
  min: z.number(),
  max: z.number(),
});

const CategoryFieldSchema = z.enum([
  "Gender",
  "Married",
  "Education",
  "Property_Area",
  "Self_Employed",
  "Credit_History",
]);

const LimitsSchema = z.object({
  definition: z.string(),
  share: z.number().describe("The largest share of the training rows the checks may flag."),
  rows: z.int(),
  rowsFlagged: z.int().describe("Training rows the checks flag, run as on any application."),
  amounts: z.array(AmountRangeSchema).describe("Each amount's range in the data, for the record: never a check alone."),
  leverage: z
    .object({
      columns: z.array(z.string()),
      precision: z.array(z.array(z.number())),
      rows: z.int(),
      threshold: z.number().describe("Above this leverage the trained model gives no verdict."),
      rowsAbove: z.int().describe("Training rows above the threshold."),
      max: z.number().describe("The largest leverage of a training row."),
    })
    .describe("Leverage (1 + zᵀ·precision·z) / rows, for z the application's centred, scaled design columns."),
  combinations: z.array(
    z.object({
      effect: z.enum(["abstain", "warn"]),
      fields: z.array(CategoryFieldSchema),
      rows: z.int(),
      minimumRows: z.int(),
      rowsFlagged: z.int().describe("Training rows whose combination the check flags."),
      counts: z
        .record(z.string(), z.int())
        .describe('Rows per combination, its values joined by "|" in the fields\' order; one not listed has none.'),
    }),
  ),
});

/** The answer of GET /api/model: the served models' card. */
export const ModelCardResponseSchema = z
  .object({
    versions: z
      .object({ scorecard: z.string(), trained: z.string() })
      .describe("Each model's name and a content hash of what it computes with; every prediction answer carries it."),
    dataset: z.object({
      name: z.string(),
      file: z.string(),
      sha256: z.string().describe("The SHA-256 of the training file."),
      rows: z.int(),
    }),
    served: z.object({
      variant: z.string(),
      cut: z.number().describe("The probability from which the trained model approves: a default, not a decision."),
      rule: z.string().describe("Why this variant is served."),
    }),
    limits: LimitsSchema,
    headline: z
      .object({ scorecard: CrossValidatedFiguresSchema, trained: CrossValidatedFiguresSchema })
      .describe("Each served model's cross-validated figures, each with both of its intervals."),
    intervals: z
      .object({ method: z.string(), resamples: z.int(), level: z.number() })
      .describe("How each prediction's interval is computed."),
  })
  .meta({ title: "ModelCard" });

export type ModelCardResponse = z.infer<typeof ModelCardResponseSchema>;

/** GET /api/model's answer, read from the committed card and refits. */
export function modelCardResponse(card: ServingCard, refits: BootstrapRefits): ModelCardResponse {
  const { name, file, sha256, rows } = card.dataset;
  return {
    versions: versionsOf(card, refits),
    dataset: { name, file, sha256, rows },
    served: { variant: card.served.variant, cut: card.served.cut, rule: card.served.rule },
    limits: {
      ...card.dataLimits,
      // The card's counts hold a number for every key they list.
      combinations: card.dataLimits.combinations.map((support) => ({
        ...support,
        counts: Object.fromEntries(Object.entries(support.counts).map(([key, rows]) => [key, rows ?? 0])),
      })),
    },
    headline: card.headline,
    intervals: { method: refits.method, resamples: refits.resamples, level: refits.level },
  };
}
