import { describe, expect, it } from "vitest";

import { API_ENDPOINTS } from "#model/api-endpoints";
import { predictRequest, testApp } from "#tests/server/test-site";
import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";

// The owner has switched the demo off (site.ts's modules) and has no model: its API goes with it, the health check
// stays.
describe("the API with the loan demo off and no model", () => {
  const app = testApp({ loanDemo: false, models: {} });

  it("has no prediction, batch or OpenAPI endpoint: a JSON 404 for each, pointing at no document", async () => {
    for (const path of [
      API_ENDPOINTS.predict.path,
      API_ENDPOINTS.predictTrained.path,
      API_ENDPOINTS.predictBoth.path,
      API_ENDPOINTS.predictBatch.path,
    ]) {
      const response = await app.request(path, predictRequest(GOLDEN_APPLICATION));
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: { message: "No such API endpoint." } });
    }
    const document = await app.request(API_ENDPOINTS.openapi.path);
    expect(document.status).toBe(404);
    expect(document.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("still answers the health check, and says which method it takes", async () => {
    expect((await app.request(API_ENDPOINTS.health.path)).status).toBe(200);
    const post = await app.request(API_ENDPOINTS.health.path, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("serves the demo's endpoints when it is on, as by default", async () => {
    expect((await testApp().request(API_ENDPOINTS.predict.path, predictRequest(GOLDEN_APPLICATION))).status).toBe(200);
    expect((await testApp().request(API_ENDPOINTS.openapi.path)).status).toBe(200);
  });
});

describe("the API with the loan demo off and models", () => {
  const app = testApp({ loanDemo: false });

  it("serves the models' endpoints and a document of them alone", async () => {
    const answer = await app.request(API_ENDPOINTS.predict.path, predictRequest(GOLDEN_APPLICATION));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { message: "No such API endpoint. See /api/openapi.json." } });
    const document = (await (await app.request(API_ENDPOINTS.openapi.path)).json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(document.info.title).toBe("Model prediction API");
    expect(Object.keys(document.paths)).toEqual([
      "/api/health",
      "/api/models",
      "/api/models/diabetes-risk",
      "/api/models/disease-progression",
      "/api/models/diabetes-risk/predict",
      "/api/models/disease-progression/predict",
      "/api/models/diabetes-risk/predict/batch",
      "/api/models/disease-progression/predict/batch",
      "/api/openapi.json",
    ]);
  });
});
