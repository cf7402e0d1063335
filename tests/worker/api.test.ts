import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { EXAMPLE_APPLICATION } from "#model/example-application";

/** One prediction request, as a client at `address` (Cloudflare's CF-Connecting-IP) sends it. */
function predict(address: string, body: string = JSON.stringify(EXAMPLE_APPLICATION)) {
  return exports.default.fetch(
    new Request("https://portfolio.example/api/predict", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
      body,
    }),
  );
}

describe("the API on Workers", () => {
  it("scores the sample application with the hand-checked values", async () => {
    const response = await predict("192.0.2.1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ prediction: "Yes", score: 98, probability: 0.8853 });
  });

  it("answers an invalid application with 400 and the API's error shape, naming the field", async () => {
    const response = await predict("192.0.2.2", JSON.stringify({ ...EXAMPLE_APPLICATION, Age: "old" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; details?: { field: string }[] } };
    expect(body.error.code).toBe("invalid_body");
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.details?.map((problem) => problem.field)).toContain("Age");
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const response = await predict("192.0.2.3", "{");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_json" } });
  });

  it("limits each client to 60 predictions a minute with the Rate Limiting binding, others unaffected", async () => {
    const client = "198.51.100.7";
    for (let i = 1; i <= 60; i++) {
      const response = await predict(client);
      expect(response.status, `prediction ${i}`).toBe(200);
      expect(response.headers.get("ratelimit-policy")).toBe('"per-minute";q=60;w=60');
      await response.body?.cancel();
    }
    const refused = await predict(client);
    expect(refused.status).toBe(429);
    // The binding cannot say how many requests are left or when its window resets: no RateLimit field.
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("ratelimit-limit")).toBe("60");
    expect(refused.headers.has("ratelimit-remaining")).toBe(false);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });

    const other = await predict("198.51.100.8");
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });

  it("serves the health check and the OpenAPI document from the worker", async () => {
    const health = await exports.default.fetch("https://portfolio.example/api/health");
    expect(health.status).toBe(200);
    await health.body?.cancel();
    const openApi = await exports.default.fetch("https://portfolio.example/api/openapi.json");
    expect(openApi.status).toBe(200);
    expect(await openApi.json()).toMatchObject({ paths: { "/api/predict": {} } });
  });

  it("answers unknown API paths with a JSON 404, not the site's page", async () => {
    const response = await exports.default.fetch("https://portfolio.example/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
