import type { Context } from "hono";

import type { HealthResponse } from "#model/api-contract";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";

import packageJson from "../../package.json";
import { jsonAnswer } from "./responses";

export const APP_VERSION: string = packageJson.version;

/**
 * GET /api/health: liveness plus what is deployed; 503 while the process drains before it exits.
 * `startedAt` and `now` are in milliseconds.
 */
export function health(startedAt: number, now: () => number, isDraining: () => boolean) {
  return (c: Context) => {
    const draining = isDraining();
    const body: HealthResponse = {
      status: draining ? "draining" : "ok",
      version: APP_VERSION,
      uptimeSeconds: Math.max(0, Math.floor((now() - startedAt) / 1000)),
      model: { version: versionsOf(servingCard, bootstrapRefits).scorecard, accuracy: servingCard.metrics.accuracy },
    };
    return jsonAnswer(c, draining ? 503 : 200, body);
  };
}
