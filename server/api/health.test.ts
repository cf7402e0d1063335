import { describe, expect, it } from "vitest";

import { HealthResponseSchema } from "#model/api-contract";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";
import { testApp } from "#tests/server/test-site";

import packageJson from "../../package.json";

describe("GET /api/health", () => {
  it("reports ok, the app version, the uptime by the app's clock, and each served model's cross-validated figures", async () => {
    let now = 1_700_000_000_000;
    const app = testApp({ now: () => now });
    now += 42_700;
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = HealthResponseSchema.parse(await response.json());
    const versions = versionsOf(servingCard, bootstrapRefits);
    expect(body).toEqual({
      status: "ok",
      version: packageJson.version,
      uptimeSeconds: 42,
      models: {
        scorecard: { version: versions.scorecard, crossValidated: servingCard.headline.scorecard },
        trained: { version: versions.trained, crossValidated: servingCard.headline.trained },
      },
    });
    // The accuracy every page and document gives (docs/models.md): 74.9 % [72.9, 76.9] and 80.9 % [78.4, 83.5]
    // over the repeated cross-validation, not the scorecard's 75.35 % on the 503 complete rows.
    expect(body.models?.scorecard.crossValidated.accuracy).toEqual({ mean: 0.7492, low: 0.7294, high: 0.769 });
    expect(body.models?.trained.crossValidated.accuracy).toEqual({ mean: 0.8094, low: 0.7843, high: 0.8345 });
  });

  it("names no model with the loan demo off", async () => {
    const body = HealthResponseSchema.parse(await (await testApp({ loanDemo: false }).request("/api/health")).json());
    expect(body).toMatchObject({ status: "ok", models: null });
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await testApp().request("/api/health", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
  });

  it.each(["/api/health", "/api/openapi.json"])("answers other methods on %s with 405 and Allow", async (path) => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await testApp().request(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
    }
  });
});
