import { describe, expect, it } from "vitest";

import { ApiErrorSchema, PredictionResponseSchema } from "#model/api-contract";
import { approvalProbability } from "#model/scorecard/calibration";
import { predictRequest, testApp } from "#tests/server/test-site";
import { modelCard } from "#tests/support/loan/full-model-card";
import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";
import { APPROVED, SCORECARD_RULES, SCORED_APPLICANTS } from "#tests/support/loan/scorecard-cases";

async function errorOf(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return ApiErrorSchema.parse(await response.json()).error;
}

describe("POST /api/predict", () => {
  it.each(SCORED_APPLICANTS)("answers what the scorecard says for %s", async (_, application, points) => {
    const response = await testApp().request("/api/predict", predictRequest(application));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = PredictionResponseSchema.parse(await response.json());
    const score = points.reduce((sum, point) => sum + point, 0);
    expect(body).toEqual({
      prediction: score >= 50 ? "Yes" : "No",
      score,
      probability: expect.any(Number),
      interval: { low: expect.any(Number), high: expect.any(Number), level: 0.9 },
      contributions: SCORECARD_RULES.map((rule, i) => ({ ...rule, points: points[i] })),
      warnings: expect.any(Array),
      modelVersion: expect.stringMatching(/^scorecard@[0-9a-f]{12}$/),
    });
    expect(body.interval.low).toBeLessThanOrEqual(body.interval.high);
    const exact = approvalProbability(score, modelCard.calibration);
    expect(Math.abs(body.probability - exact)).toBeLessThanOrEqual(0.00005);
    expect(body.probability).toBe(Math.round(body.probability * 10_000) / 10_000);
  });

  it("answers docs/api.md's example exactly (a golden answer, checked by hand)", async () => {
    const response = await testApp().request("/api/predict", predictRequest(GOLDEN_APPLICATION));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      prediction: "Yes",
      score: 98,
      probability: 0.8853,
      // numpy.percentile of σ(a + 98·b) over the committed refits of the calibration, at 5 and 95.
      interval: { low: 0.8568, high: 0.917, level: 0.9 },
      contributions: [
        { rule: "credit_history", label: "Credit history", points: 40, maxPoints: 40 },
        // 5400 / 210 = 25.7, above 20
        { rule: "income_to_loan", label: "Income to loan ratio", points: 25, maxPoints: 25 },
        { rule: "education", label: "Education", points: 10, maxPoints: 10 },
        { rule: "married", label: "Marital status", points: 10, maxPoints: 10 },
        { rule: "age", label: "Age", points: 5, maxPoints: 5 },
        { rule: "property_area", label: "Property area", points: 3, maxPoints: 5 },
        { rule: "self_employed", label: "Employment type", points: 5, maxPoints: 5 },
      ],
      // An income of 5,400 and a loan of 210 thousand lie well inside the data.
      warnings: [],
      modelVersion: expect.stringMatching(/^scorecard@[0-9a-f]{12}$/),
    });
  });

  it("accepts a charset parameter and any letter case in the content type", async () => {
    const response = await testApp().request(
      "/api/predict",
      predictRequest(APPROVED, { "Content-Type": "Application/JSON; charset=utf-8" }),
    );
    expect(response.status).toBe(200);
  });

  it("answers 400 for malformed JSON", async () => {
    for (const text of ["{", '{"Gender": "Male",}', "", "undefined", "{'a': 1}"]) {
      const response = await testApp().request("/api/predict", predictRequest(text));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("invalid_json");
    }
  });

  it("names every missing field and what it accepts", async () => {
    const response = await testApp().request("/api/predict", predictRequest({}));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_body");
    expect(error.details?.map((detail) => detail.field)).toEqual(Object.keys(APPROVED));
    expect(error.details).toContainEqual({ field: "Gender", message: "missing; expected one of Male, Female" });
    expect(error.details).toContainEqual({ field: "Age", message: "missing; expected an integer from 0 to 150" });
    expect(error.details).toContainEqual({ field: "Credit_History", message: "missing; expected one of 1, 0" });
    expect(error.details).toContainEqual({
      field: "Property_Area",
      message: "missing; expected one of Urban, Semiurban, Rural",
    });
  });

  it("names each wrong field with what it accepts and what it got, and nothing else", async () => {
    const body = { ...APPROVED, Gender: "male", Age: 30.5, Income: "5000", LoanAmount: -1, Credit_History: 2 };
    const response = await testApp().request("/api/predict", predictRequest(body));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details).toEqual([
      { field: "Gender", message: 'expected one of Male, Female; received the string "male"' },
      { field: "Age", message: "expected an integer from 0 to 150; received 30.5" },
      { field: "Income", message: 'expected an integer from 0 to 1000000000; received the string "5000"' },
      { field: "LoanAmount", message: "expected an integer from 0 to 1000000000; received -1" },
      { field: "Credit_History", message: "expected one of 1, 0; received 2" },
    ]);
    expect(error.message).toContain("Gender, Age, Income, LoanAmount, Credit_History");
  });

  it("rejects unknown fields (strict), naming them, and caps how many it lists", async () => {
    const one = await testApp().request("/api/predict", predictRequest({ ...APPROVED, Loan_Amount: 100 }));
    expect(one.status).toBe(400);
    expect((await errorOf(one)).details).toEqual([
      { field: "Loan_Amount", message: expect.stringMatching(/^unknown field; the fields are Gender, Age, /) },
    ]);

    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra${i}`, i]));
    const flood = await testApp().request("/api/predict", predictRequest({ ...APPROVED, ...many }));
    const details = (await errorOf(flood)).details ?? [];
    expect(details).toHaveLength(11);
    expect(details.at(-1)).toEqual({ field: "(body)", message: "490 more unknown fields" });
  });

  it("answers 400 when the body is JSON but not an object", async () => {
    for (const value of [[], null, 42, "text", true]) {
      const response = await testApp().request("/api/predict", predictRequest(JSON.stringify(value)));
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.details).toEqual([{ field: "(body)", message: expect.stringContaining("expected a JSON object") }]);
    }
  });

  it("answers 413 past 16 KiB, declared or not", async () => {
    const big = JSON.stringify({ ...APPROVED, padding: "x".repeat(17 * 1024) });
    const streamed = await testApp().request("/api/predict", predictRequest(big));
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).code).toBe("payload_too_large");

    const declared = await testApp().request(
      "/api/predict",
      predictRequest(big, { "Content-Length": String(Buffer.byteLength(big)) }),
    );
    expect(declared.status).toBe(413);

    const atLimit = JSON.stringify(APPROVED).padEnd(16 * 1024, " ");
    expect((await testApp().request("/api/predict", predictRequest(atLimit))).status).toBe(200);
  });

  it("answers 415 unless the body is declared as JSON", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/jsonx",
      "multipart/form-data",
    ]) {
      const response = await testApp().request("/api/predict", predictRequest(APPROVED, { "Content-Type": type }));
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe("unsupported_media_type");
    }
    const untyped = await testApp().request("/api/predict", { method: "POST", body: JSON.stringify(APPROVED) });
    expect(untyped.status).toBe(415);
  });

  it("answers 405 with Allow for other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const response = await testApp().request("/api/predict", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST, OPTIONS");
      expect((await errorOf(response)).code).toBe("method_not_allowed");
    }
    const head = await testApp().request("/api/predict", { method: "HEAD" });
    expect(head.status).toBe(405);
    expect(head.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers its path with a slash added with a 404 naming the endpoint, for every method", async () => {
    for (const init of [{ method: "GET" }, predictRequest(APPROVED), { method: "DELETE" }]) {
      const response = await testApp().request("/api/predict/", init);
      expect(response.status).toBe(404);
      expect(response.headers.get("allow")).toBeNull();
      expect(await errorOf(response)).toMatchObject({
        code: "not_found",
        message: "No such API endpoint: API paths end without a slash (/api/predict).",
      });
    }
  });

  it("answers CORS preflights and lets any origin read answers and rate-limit headers", async () => {
    const preflight = await testApp().request("/api/predict", {
      method: "OPTIONS",
      headers: {
        Origin: "https://example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    const answer = await testApp().request("/api/predict", predictRequest(APPROVED, { Origin: "https://example.org" }));
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-expose-headers")).toContain("RateLimit");
  });
});

describe("unknown API paths", () => {
  it.each(["/api", "/api/", "/api/nope", "/api/predict/extra", "/api/%E0%A4%A"])(
    "answer %s with a JSON 404",
    async (path) => {
      for (const method of ["GET", "POST"]) {
        const response = await testApp().request(path, { method });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe("not_found");
      }
    },
  );
});
