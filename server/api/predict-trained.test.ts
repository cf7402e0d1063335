import { describe, expect, it } from "vitest";

import { PredictionResponseSchema, TrainedPredictionResponseSchema } from "#model/api-contract";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { predictRequest, testApp } from "#tests/server/test-site";

const PATH = "/api/predict/trained";

async function trained(application: object) {
  const response = await testApp().request(PATH, predictRequest(application));
  expect(response.status).toBe(200);
  return TrainedPredictionResponseSchema.parse(await response.json());
}

describe("POST /api/predict/trained", () => {
  it("answers docs/api.md's example with the committed model (checked apart, in Python, from the card's weights)", async () => {
    const answer = await trained(EXAMPLE_APPLICATION);
    expect(answer).toMatchObject({ prediction: "Yes", probability: 0.8505, cut: 0.5 });
    expect(answer.modelVersion).toMatch(/^logistic-regression@[0-9a-f]{12}$/);
    // numpy.percentile over the committed refits' probabilities for this application, at 5 and 95.
    expect(answer.interval).toEqual({ low: 0.8002, high: 0.8967, level: 0.9 });
    expect(answer.warnings).toEqual([]);
    const credit = answer.contributions.find((contribution) => contribution.field === "Credit_History");
    expect(credit?.logOdds).toBe(0.4856);
  });

  it("gives the same answer whatever the applicant's sex and marital status (the served variant reads neither)", async () => {
    const answers = await Promise.all(
      (["Male", "Female"] as const).flatMap((Gender) =>
        (["Yes", "No"] as const).flatMap((Married) =>
          [EXAMPLE_APPLICATION, { ...EXAMPLE_APPLICATION, Credit_History: 0, LoanAmount: 600 }].map((application) =>
            trained({ ...application, Gender, Married }),
          ),
        ),
      ),
    );
    const [strong, weak] = answers;
    expect(strong?.prediction).toBe("Yes");
    expect(weak?.prediction).toBe("No");
    answers.forEach((answer, i) => expect(answer).toEqual(i % 2 === 0 ? strong : weak));
    expect(strong?.contributions.map(({ field }) => field)).not.toContain("Gender");
    expect(strong?.contributions.map(({ field }) => field)).not.toContain("Married");
  });

  it("gives no verdict outside the data, says why, and the scorecard keeps its own with the same warnings", async () => {
    // The audit's probes (numpy, scripts/model/sklearn/out-of-data.py): an income of 0, and an income of 1,100 with a loan
    // of 480, not a graduate, rural and self-employed, both above the leverage threshold 0.042297.
    const probes = [
      { ...EXAMPLE_APPLICATION, Income: 0 },
      {
        ...EXAMPLE_APPLICATION,
        Income: 1100,
        LoanAmount: 480,
        Education: "Not Graduate",
        Property_Area: "Rural",
        Self_Employed: "Yes",
      },
    ];
    for (const application of probes) {
      const answer = await trained(application);
      expect(answer.prediction).toBeNull();
      expect(answer.abstention?.reason).toMatch(
        /^Taken together, its amounts and choices lie outside what the training data supports: .*which 6 of the 614 applicants in the data exceed\./,
      );
      expect(answer.warnings.map((warning) => [warning.kind, warning.abstains])).toEqual([["leverage", true]]);
      const scorecard = PredictionResponseSchema.parse(
        await (await testApp().request("/api/predict", predictRequest(application))).json(),
      );
      expect(scorecard.prediction).toMatch(/^(Yes|No)$/);
      expect(scorecard.warnings).toEqual(answer.warnings);
    }
    const zero = await trained(probes[0]!);
    expect(zero.abstention?.reason).toContain(
      "A monthly income of 0 is below every applicant in the data (the smallest is 150).",
    );
    // Inside the data again: a verdict, no abstention.
    expect(await trained({ ...EXAMPLE_APPLICATION, Income: 1100 })).toMatchObject({ abstention: null, warnings: [] });
  });

  it("adds up: the baseline plus the contributions are the log-odds of the probability", async () => {
    const answer = await trained(EXAMPLE_APPLICATION);
    const logOdds = answer.contributions.reduce((sum, { logOdds }) => sum + logOdds, answer.baselineLogOdds);
    expect(1 / (1 + Math.exp(-logOdds))).toBeCloseTo(answer.probability, 3);
    expect(answer.contributions.map(({ field }) => field)).not.toContain("Age");
  });

  it("approves exactly when the probability reaches the cut, and reads the fields the right way round", async () => {
    const good = await trained(EXAMPLE_APPLICATION);
    const poor = await trained({ ...EXAMPLE_APPLICATION, Credit_History: 0 });
    expect(poor.probability).toBeLessThan(good.probability);
    expect(poor.prediction).toBe(poor.probability >= poor.cut ? "Yes" : "No");
    const bigLoan = await trained({ ...EXAMPLE_APPLICATION, LoanAmount: 2_000 });
    expect(bigLoan.probability).toBeLessThan(good.probability);
  });

  it("validates like POST /api/predict", async () => {
    const app = testApp();
    const invalid = await app.request(PATH, predictRequest({ ...EXAMPLE_APPLICATION, Age: "old" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_body" } });
    expect((await app.request(PATH, { method: "POST", body: "{}" })).status).toBe(415);
    expect((await app.request(PATH, predictRequest("x".repeat(20_000)))).status).toBe(413);
    const get = await app.request(PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await app.request("/api/predict/other", predictRequest(EXAMPLE_APPLICATION))).status).toBe(404);
  });

  it("shares one rate limit per client with POST /api/predict", async () => {
    const app = testApp({ rateLimitPerMinute: 2 });
    const from = { incoming: { socket: { remoteAddress: "203.0.113.5" } } };
    expect((await app.request("/api/predict", predictRequest(EXAMPLE_APPLICATION), from)).status).toBe(200);
    expect((await app.request(PATH, predictRequest(EXAMPLE_APPLICATION), from)).status).toBe(200);
    expect((await app.request(PATH, predictRequest(EXAMPLE_APPLICATION), from)).status).toBe(429);
  });
});
