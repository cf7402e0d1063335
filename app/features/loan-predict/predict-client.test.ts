import { afterEach, describe, expect, it, vi } from "vitest";

import { approvalProbability } from "#model/calibration";
import { modelCard } from "#model/model-card";
import type { LoanApplication } from "#model/schema";
import { MODEL_VERSION, scoreApplication } from "#model/scorecard";

import { curlCommand, sampleResponse } from "./api-example";
import { checkApiHealth } from "./api-health";
import { computeInBrowser } from "./compute-local";
import { predictLoan } from "./predict-client";

const application: LoanApplication = {
  Gender: "Male",
  Age: 41,
  Income: 3000,
  Married: "No",
  LoanAmount: 250,
  Credit_History: 1,
  Education: "Not Graduate",
  Property_Area: "Rural",
  Self_Employed: "Yes",
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

// A deliberately different answer than the local model's, to tell which one was used.
const apiAnswer = {
  prediction: "Yes",
  score: 77,
  probability: 0.9,
  contributions: [{ rule: "credit_history", label: "Credit history", points: 40, maxPoints: 40 }],
  modelVersion: "scorecard-test",
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("predictLoan", () => {
  it("POSTs the application to /api/predict and uses the API's answer, timing the call", async () => {
    const fetchMock = vi.fn(async () => json(apiAnswer));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(performance, "now").mockReturnValueOnce(1000).mockReturnValueOnce(1012.4);

    const outcome = await predictLoan(application);

    expect(outcome).toEqual({ ...apiAnswer, source: { kind: "api", elapsedMs: 12 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/predict");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(application);
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 404 (static hosting)", async () => new Response("Not Found", { status: 404 })],
    ["a 405", async () => new Response("", { status: 405 })],
    ["a 503", async () => json({ error: { code: "down", message: "down" } }, 503)],
    [
      "a page instead of JSON",
      async () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } }),
    ],
  ])("falls back to the browser's own scorecard on %s", async (_name, answer) => {
    vi.stubGlobal("fetch", vi.fn(answer));
    const outcome = await predictLoan(application);
    const local = scoreApplication(application);
    expect(outcome.source).toEqual({ kind: "browser" });
    expect(outcome.prediction).toBe(local.prediction);
    expect(outcome.score).toBe(local.score);
    expect(outcome.contributions).toEqual(local.contributions);
    expect(outcome.probability).toBeCloseTo(approvalProbability(local.score, modelCard.calibration), 4);
    expect(outcome.modelVersion).toBe(MODEL_VERSION);
  });

  it("treats a validation refusal as an error, naming the API's reasons", async () => {
    const refusal = {
      error: {
        code: "invalid_body",
        message: "The loan application is not valid",
        details: [{ field: "Age", message: "expected an integer from 0 to 150" }],
      },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(refusal, 400)),
    );
    await expect(predictLoan(application)).rejects.toThrow(
      "The loan application is not valid (Age: expected an integer from 0 to 150)",
    );
  });

  it("treats an answer of the wrong shape as an error rather than guessing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ prediction: "Maybe" })),
    );
    await expect(predictLoan(application)).rejects.toThrow("does not understand");
  });
});

describe("computeInBrowser", () => {
  it("gives the probability rounded to 4 decimals, as the API does", () => {
    const outcome = computeInBrowser(application);
    expect(Math.round(outcome.probability * 10_000)).toBeCloseTo(outcome.probability * 10_000, 6);
  });
});

describe("checkApiHealth", () => {
  it("is true only for an ok health answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ status: "ok", version: "1", uptimeSeconds: 3 })),
    );
    await expect(checkApiHealth()).resolves.toBe(true);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Not Found", { status: 404 })),
    );
    await expect(checkApiHealth()).resolves.toBe(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    await expect(checkApiHealth()).resolves.toBe(false);
  });
});

describe("the API example", () => {
  it("is a curl command whose body is the example application", () => {
    const command = curlCommand("https://example.test/api/predict", application);
    expect(command).toContain("curl -X POST https://example.test/api/predict");
    expect(command).toContain('-H "Content-Type: application/json"');
    const body = /-d '(.*)'$/.exec(command)?.[1];
    expect(JSON.parse(body ?? "")).toEqual(application);
  });

  it("shows the response the model itself computes", () => {
    const { source: _source, ...expected } = computeInBrowser(application);
    expect(JSON.parse(sampleResponse(application))).toEqual(expected);
  });
});
