import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { PredictionResponseSchema } from "#model/api-contract";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { LoanApplicationSchema } from "#model/schema";
import { testApp } from "#tests/server/test-site";
import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";
import { GOLDEN_VERDICTS } from "#tests/support/loan/golden-application";

import { mountedEndpoints } from "./mounted";
import { openApiDocument } from "./openapi";

type JsonSchema = {
  properties: Record<string, { enum?: unknown[]; anyOf?: { const: unknown }[]; type?: string }>;
  required: string[];
  additionalProperties?: boolean;
};

// The parts of the document these tests read.
type Content = Record<"application/json", { schema: unknown; example?: unknown }>;
type Operation = {
  requestBody: { description: string; content: Content };
  responses: Record<"200" | "429", { headers?: Record<string, unknown>; content: Content }>;
};
type Document = {
  openapi: string;
  paths: Record<"/api/predict" | "/api/predict/batch" | "/api/models/diabetes-risk/predict/batch", { post: Operation }>;
  components: { schemas: Record<"LoanApplication" | "Prediction" | "Error", JsonSchema> };
};

async function fetchDocument() {
  const response = await testApp().request("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as Document;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document describing every endpoint", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/health",
      "/api/model",
      // The fixture owner's two models (tests/fixtures/content/models/), each with its own three paths.
      "/api/models",
      "/api/models/diabetes-risk",
      "/api/models/diabetes-risk/predict",
      "/api/models/diabetes-risk/predict/batch",
      "/api/models/disease-progression",
      "/api/models/disease-progression/predict",
      "/api/models/disease-progression/predict/batch",
      "/api/openapi.json",
      "/api/predict",
      "/api/predict/batch",
      "/api/predict/both",
      "/api/predict/trained",
    ]);
  });

  it("generates the request schema from the zod schema: exactly the 9 fields, their enums, nothing else", async () => {
    const schema = (await fetchDocument()).components.schemas.LoanApplication;
    const shape = LoanApplicationSchema.shape;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(shape));
    expect(Object.keys(schema.properties)).toHaveLength(9);
    expect([...schema.required].sort()).toEqual(Object.keys(shape).sort());
    expect(schema.additionalProperties).toBe(false);
    for (const field of ["Gender", "Married", "Education", "Property_Area", "Self_Employed"] as const) {
      expect(schema.properties[field]?.enum).toEqual(shape[field].options);
    }
    expect(schema.properties.Credit_History?.anyOf?.map((option) => option.const)).toEqual(
      shape.Credit_History.options.map((option) => option.value),
    );
    for (const field of ["Age", "Income", "LoanAmount"]) expect(schema.properties[field]?.type).toBe("integer");
  });

  it("shows an example request that validates and the answer the scorecard gives for it", async () => {
    const post = (await fetchDocument()).paths["/api/predict"].post;
    const example = post.requestBody.content["application/json"].example;
    expect(LoanApplicationSchema.parse(example)).toEqual(EXAMPLE_APPLICATION);
    const answer = PredictionResponseSchema.parse(post.responses["200"].content["application/json"].example);
    // Checked by hand in tests/support/loan/golden-application.ts: 40 + 25 + 10 + 10 + 5 + 3 + 5 = 98.
    expect(answer).toMatchObject(GOLDEN_VERDICTS.scorecard);
    expect(answer.contributions.map(({ points }) => points)).toEqual([40, 25, 10, 10, 5, 3, 5]);
  });

  it("describes the response and error shapes with generated schemas", async () => {
    const { schemas } = (await fetchDocument()).components;
    expect(Object.keys(schemas.Prediction.properties ?? {})).toEqual(Object.keys(PredictionResponseSchema.shape));
    expect(schemas.Error.properties?.error).toBeDefined();
  });

  it("documents a batch's cost in the rate limit, on its answer and its 429", async () => {
    const batch = (await fetchDocument()).paths["/api/predict/batch"].post;
    expect(batch.requestBody.description).toMatch(/one unit of the rate limit per 200 rows/);
    expect(batch.responses["200"].headers).toHaveProperty("RateLimit-Cost");
    expect(batch.responses["429"].content["application/json"]).toBeDefined();
    expect(JSON.stringify(batch.responses["429"])).toContain("RateLimit-Cost");
  });

  it("lists every media type a batch is read in, NDJSON under both its names", async () => {
    const { paths } = await fetchDocument();
    for (const path of ["/api/predict/batch", "/api/models/diabetes-risk/predict/batch"] as const) {
      expect(Object.keys(paths[path].post.requestBody.content)).toEqual([
        "text/csv",
        "application/x-ndjson",
        "application/ndjson",
      ]);
    }
  });

  it("is sent compressed to clients that accept gzip", async () => {
    const response = await testApp().request("/api/openapi.json", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(JSON.parse(text)).toEqual(openApiDocument(mountedEndpoints(true, FIXTURE_MODELS)));
  });

  it("is sent as it is where the platform compresses (Workers): never gzip inside gzip", async () => {
    const response = await testApp({ compress: false }).request("/api/openapi.json", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual(openApiDocument(mountedEndpoints(true, FIXTURE_MODELS)));
  });
});
