import { z } from "zod";

import type { ServingCard } from "./card/parts";
import type { BootstrapRefits } from "./card/refits";
import { versionsOf } from "./identity/versions";

/** A mean over the repeated cross-validation's splits with its split-to-split 95 % interval. */
const SplitIntervalSchema = z
  .object({ mean: z.number(), low: z.number(), high: z.number() })
  .describe(
    "The mean over every split, and its corrected resampled t 95 % interval: how much it moves from split to split.",
  );

/** A figure's sampling error: what another data set of this size could give. */
const BoundsSchema = z
  .object({ low: z.number(), high: z.number() })
  .describe("The 95 % sampling error: a bootstrap over rows of the out-of-fold predictions.");

const FiguresSchema = z.object({
  accuracy: SplitIntervalSchema,
  auc: SplitIntervalSchema,
  brier: SplitIntervalSchema.nullable(),
  samplingError: z.object({ accuracy: BoundsSchema, auc: BoundsSchema, brier: BoundsSchema.nullable() }),
});

const AmountLimitsSchema = z.object({
  field: z.enum(["Income", "LoanAmount"]),
  rows: z.int().describe("Rows with a value."),
  min: z.number(),
  sparseBelow: z.number().describe("The 1st percentile: fewer than 1 in 100 applicants lie below."),
  sparseAbove: z.number().describe("The 99th percentile: fewer than 1 in 100 applicants lie above."),
  max: z.number(),
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
    limits: z.object({
      definition: z.string(),
      amounts: z.array(AmountLimitsSchema),
      values: z.array(z.object({ field: z.string(), counts: z.array(z.object({ value: z.string(), rows: z.int() })) })),
    }),
    headline: z
      .object({ scorecard: FiguresSchema, trained: FiguresSchema })
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
    limits: card.dataLimits,
    headline: card.headline,
    intervals: { method: refits.method, resamples: refits.resamples, level: refits.level },
  };
}
