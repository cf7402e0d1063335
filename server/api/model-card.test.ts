import { describe, expect, it } from "vitest";

import { ModelCardResponseSchema } from "#model/api-model-card";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { testApp } from "#tests/server/test-site";

const post = (path: string) =>
  testApp().request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(EXAMPLE_APPLICATION),
  });

describe("GET /api/model", () => {
  it("returns the served card: the versions every answer carries, the data's hash and each amount's range", async () => {
    const response = await testApp().request("/api/model");
    expect(response.status).toBe(200);
    const card = ModelCardResponseSchema.parse(await response.json());
    const both = (await (await post("/api/predict/both")).json()) as Record<string, { modelVersion: string }>;
    expect(card.versions).toEqual({ scorecard: both.scorecard?.modelVersion, trained: both.trained?.modelVersion });
    expect(card.versions.trained).toMatch(/^logistic-regression@[0-9a-f]{12}$/);
    // sha256sum model/data/loan-prediction-train.csv
    expect(card.dataset.sha256).toBe("8c2cc67a13279ec746b15f76f14e8503154274ef7f221d2437033b4407c80ca8");
    // pandas: ApplicantIncome from 150 to 81000 (614 rows); numpy (scripts/model/sklearn/out-of-data.py): the leverage
    // threshold 0.042297, which 6 of the 614 training rows exceed.
    expect(card.limits.amounts.find((amount) => amount.field === "Income")).toEqual({
      field: "Income",
      rows: 614,
      min: 150,
      max: 81000,
    });
    expect(card.limits.leverage).toMatchObject({ threshold: 0.042297, rowsAbove: 6, rows: 614 });
    expect(card.limits).toMatchObject({ share: 0.01, rowsFlagged: 6 });
    expect(card.limits.combinations.map((support) => [support.effect, support.fields])).toEqual([
      ["abstain", ["Credit_History", "Education", "Property_Area", "Self_Employed"]],
      ["warn", ["Gender", "Married", "Education", "Property_Area", "Self_Employed"]],
    ]);
    // The served figures with both intervals: accuracy 80.9 % split to split, and its sampling error around it.
    const { accuracy, samplingError } = card.headline.trained;
    expect(accuracy.mean).toBeCloseTo(0.8094, 4);
    expect(samplingError.accuracy.low).toBeLessThan(accuracy.low);
    expect(samplingError.accuracy.high).toBeGreaterThan(accuracy.high);
    expect(card.intervals).toMatchObject({ resamples: 200, level: 0.9 });
  });

  it("is listed in the OpenAPI document with its schema, beside predictions whose example has an interval", async () => {
    type Operation = { responses: Record<string, { content: Record<string, { example?: unknown }> }> };
    const document = (await (await testApp().request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: Operation; post?: Operation }>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    expect(document.paths["/api/model"]?.get).toBeDefined();
    expect(document.components.schemas.ModelCard?.required).toContain("headline");
    expect(document.components.schemas.Prediction?.required).toEqual(expect.arrayContaining(["interval", "warnings"]));
    const example =
      document.paths["/api/predict/trained"]?.post?.responses["200"]?.content["application/json"]?.example;
    expect(example).toMatchObject({
      prediction: "Yes",
      abstention: null,
      interval: { level: 0.9 },
      warnings: [],
      modelVersion: expect.stringMatching(/@/),
    });
    expect(document.components.schemas.TrainedPrediction?.required).toEqual(
      expect.arrayContaining(["prediction", "abstention"]),
    );
  });
});
