import { describe, expect, it } from "vitest";

import { BothPredictionsResponseSchema } from "#model/api-contract";
import { predictRequest, testApp } from "#tests/server/test-site";
import { GOLDEN_APPLICATION, GOLDEN_VERDICTS } from "#tests/support/loan/golden-application";

const PATH = "/api/predict/both";
const from = { incoming: { socket: { remoteAddress: "203.0.113.7" } } };

describe("POST /api/predict/both", () => {
  it("answers both models' verdicts for docs/api.md's example (checked apart from the project's code)", async () => {
    // The served model reads neither sex nor marital status. Credit history adds 3.350143 × (1 − 0.855049) =
    // 0.4856 to the log-odds (its weight and centre in model/card/serving-card.json, multiplied by hand).
    const response = await testApp().request(PATH, predictRequest(GOLDEN_APPLICATION));
    expect(response.status).toBe(200);
    const answer = BothPredictionsResponseSchema.parse(await response.json());
    expect(answer.scorecard).toMatchObject({
      ...GOLDEN_VERDICTS.scorecard,
      modelVersion: expect.stringMatching(/^scorecard@/),
    });
    expect(answer.scorecard.contributions.map(({ points }) => points)).toEqual([40, 25, 10, 10, 5, 3, 5]);
    expect(answer.trained).toMatchObject({ ...GOLDEN_VERDICTS.trained, cut: 0.5 });
    expect(answer.trained.contributions.find(({ field }) => field === "Credit_History")?.logOdds).toBe(0.4856);
  });

  it("costs one unit of the client's quota, shared with the other prediction endpoints", async () => {
    const app = testApp({ rateLimitPerMinute: 3 });
    const first = await app.request(PATH, predictRequest(GOLDEN_APPLICATION), from);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-remaining")).toBe("2");
    expect((await app.request(PATH, predictRequest(GOLDEN_APPLICATION), from)).headers.get("ratelimit-remaining")).toBe(
      "1",
    );
    expect((await app.request("/api/predict", predictRequest(GOLDEN_APPLICATION), from)).status).toBe(200);
    expect((await app.request(PATH, predictRequest(GOLDEN_APPLICATION), from)).status).toBe(429);
  });

  it("validates like POST /api/predict", async () => {
    const app = testApp();
    const invalid = await app.request(PATH, predictRequest({ ...GOLDEN_APPLICATION, Age: "old" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: "invalid_body", details: [{ field: "Age" }] } });
    expect((await app.request(PATH, { method: "POST", body: "{}" })).status).toBe(415);
    expect((await app.request(PATH, predictRequest("x".repeat(20_000)))).status).toBe(413);
    const get = await app.request(PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
