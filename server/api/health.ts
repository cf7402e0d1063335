import type { Context } from "hono";

import type { HealthResponse } from "#model/api-contract";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";

import packageJson from "../../package.json";
import { jsonAnswer } from "./responses";

export const APP_VERSION: string = packageJson.version;

/** The served models' versions and cross-validated figures: the same as GET /api/model's and the page's. */
function servedModels(): NonNullable<HealthResponse["models"]> {
  const versions = versionsOf(servingCard, bootstrapRefits);
  const { scorecard, trained } = servingCard.headline;
  return {
    scorecard: { version: versions.scorecard, crossValidated: scorecard },
    trained: { version: versions.trained, crossValidated: trained },
  };
}

/**
 * GET /api/health: liveness plus what is deployed; 503 while the process drains before it exits.
 * `startedAt` and `now` are in milliseconds. With the loan demo off (`models` false), no model is named.
 */
export function health(startedAt: number, now: () => number, isDraining: () => boolean, models: boolean) {
  const served = models ? servedModels() : null;
  return (c: Context) => {
    const draining = isDraining();
    const body: HealthResponse = {
      status: draining ? "draining" : "ok",
      version: APP_VERSION,
      uptimeSeconds: Math.max(0, Math.floor((now() - startedAt) / 1000)),
      models: served,
    };
    return jsonAnswer(c, draining ? 503 : 200, body);
  };
}
