import type { Context } from "hono";

import { modelCardResponse } from "#model/api-model-card";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";

import { jsonAnswer } from "./responses";

// Built once: the card and refits are committed files that do not change while the process runs.
const CARD = modelCardResponse(servingCard, bootstrapRefits);

/** GET /api/model: the served models' card (model/api-model-card.ts). */
export function modelCard(c: Context) {
  return jsonAnswer(c, 200, CARD, { "Cache-Control": "public, max-age=300" });
}
