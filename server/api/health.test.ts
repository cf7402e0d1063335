import { describe, expect, it } from "vitest";

import { HealthResponseSchema } from "#model/api-contract";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { versionsOf } from "#model/identity/versions";
import { testApp } from "#tests/server/test-site";

import packageJson from "../../package.json";

describe("GET /api/health", () => {
  it("reports ok, the app version, the uptime by the app's clock, and the model", async () => {
    let now = 1_700_000_000_000;
    const app = testApp({ now: () => now });
    now += 42_700;
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = HealthResponseSchema.parse(await response.json());
    expect(body).toEqual({
      status: "ok",
      version: packageJson.version,
      uptimeSeconds: 42,
      model: { version: versionsOf(servingCard, bootstrapRefits).scorecard, accuracy: servingCard.metrics.accuracy },
    });
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
