import { afterEach, describe, expect, it, vi } from "vitest";

import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import { scorecardRecourse, trainedRecourse } from "#model/recourse/recourse";
import type { LoanApplication } from "#model/schema";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

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

// Deliberately different answers than the local models', to tell which ones were used.
const apiAnswer = {
  prediction: "Yes",
  score: 77,
  probability: 0.9,
  interval: { low: 0.8, high: 0.95, level: 0.9 },
  contributions: [{ rule: "credit_history", label: "Credit history", points: 40, maxPoints: 40 }],
  warnings: [],
  modelVersion: "scorecard-test",
};
const trainedAnswer = {
  prediction: "No",
  abstention: null,
  probability: 0.1234,
  interval: { low: 0.05, high: 0.2, level: 0.9 },
  cut: 0.5,
  baselineLogOdds: 0.8,
  contributions: [{ field: "Credit_History", logOdds: -2.5 }],
  warnings: [],
  modelVersion: "trained-test",
};

const rateLimited = () => json({ error: { code: "rate_limited", message: "Too many requests" } }, 429);

/** A fetch that gives every request this answer. */
function stubApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const expectedRecourse = () => ({
  scorecard: scorecardRecourse(application),
  trained: trainedRecourse(application, servingCard.served.parameters, servingCard.served.cut),
});

// The cross-validated accuracies docs/models.md gives (74.9 % and 80.9 %), and the simulated coverage
// (scripts/model/sklearn/interval-coverage.py): what the verdict's words cite, loaded with the models.
const FIGURES = {
  accuracy: { scorecard: 0.7492, trained: 0.8094 },
  coverage: {
    simulations: 2000,
    trained: { goodCredit: { low: 0.893, high: 0.938 }, poorCredit: { low: 0.6675, high: 0.744 } },
    scorecard: { low: 0.89, high: 0.933 },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("predictLoan", () => {
  it("asks both models in one request, and uses and times their answers", async () => {
    const fetchMock = stubApi(async () => json({ scorecard: apiAnswer, trained: trainedAnswer }));
    vi.spyOn(performance, "now").mockReturnValueOnce(1000).mockReturnValueOnce(1012.4);

    const outcome = await predictLoan(application);

    expect(outcome).toEqual({
      ...apiAnswer,
      source: { kind: "api", elapsedMs: 12 },
      application,
      trained: { ...trainedAnswer, source: { kind: "api", elapsedMs: 12 } },
      recourse: expectedRecourse(),
      figures: FIGURES,
    });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls).toHaveLength(1);
    const [[url, init]] = calls as [[string, RequestInit]];
    expect(url).toBe("/api/predict/both");
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
  ])("falls back to the browser's own models on %s", async (_name, answer) => {
    stubApi(answer);
    const outcome = await predictLoan(application);
    const browser = { kind: "browser", reason: "unreachable" };
    expect(outcome).toEqual({
      ...predictionFor(application, bootstrapRefits),
      source: browser,
      application,
      trained: { ...trainedPredictionFor(application, bootstrapRefits), source: browser },
      recourse: expectedRecourse(),
      figures: FIGURES,
    });
  });

  it("computes in the browser when the API's rate limit is reached (429), and says why", async () => {
    stubApi(async () => rateLimited());
    const outcome = await predictLoan(application);
    expect(outcome.source).toEqual({ kind: "browser", reason: "rate-limited" });
    expect(outcome.trained.source).toEqual({ kind: "browser", reason: "rate-limited" });
    expect(outcome.score).toBe(predictionFor(application, bootstrapRefits).score);
    expect(outcome.trained.probability).toBe(trainedPredictionFor(application, bootstrapRefits).probability);
  });

  it("treats a validation refusal as an error, naming the API's reasons", async () => {
    const refusal = {
      error: {
        code: "invalid_body",
        message: "The loan application is not valid",
        details: [{ field: "Age", message: "expected an integer from 0 to 150" }],
      },
    };
    stubApi(async () => json(refusal, 400));
    await expect(predictLoan(application)).rejects.toThrow(
      "The loan application is not valid (Age: expected an integer from 0 to 150)",
    );
  });

  it.each([
    ["the scorecard's", { scorecard: { prediction: "Maybe" }, trained: trainedAnswer }],
    ["the trained model's", { scorecard: apiAnswer, trained: { probability: 2 } }],
    ["a missing", { scorecard: apiAnswer }],
  ])("treats %s answer of the wrong shape as an error rather than guessing", async (_which, answer) => {
    stubApi(async () => json(answer));
    await expect(predictLoan(application)).rejects.toThrow("does not understand");
  });
});
