import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ApiErrorSchema, PredictionResponseSchema } from "#model/api-contract";
import { LoanApplicationSchema } from "#model/schema";
import { scoreApplication } from "#model/scorecard/scorecard";
import { requestCase } from "#tests/server/predict-arbitraries";
import { testApp } from "#tests/server/test-site";

// The test's own oracle for what each request deserves, written apart from the server's code.
const StrictApplication = z.strictObject(LoanApplicationSchema.shape);
const LIMIT = 16 * 1024;

type Case = { contentType: string | undefined; body: Uint8Array };

function expectedOutcome({ contentType, body }: Case) {
  if (!/^\s*application\/json\s*(;.*)?$/is.test(contentType ?? "")) return { status: 415 } as const;
  if (body.byteLength > LIMIT) return { status: 413 } as const;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { status: 400, code: "invalid_json" } as const;
  }
  const parsed = StrictApplication.safeParse(value);
  if (!parsed.success) return { status: 400, code: "invalid_body" } as const;
  return { status: 200, score: scoreApplication(parsed.data) } as const;
}

describe("POST /api/predict under random and malformed input", () => {
  const app = testApp({ rateLimitPerMinute: 0 });

  it("answers a correct verdict or a JSON 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(requestCase, async ({ contentType, body, declareLength }) => {
        const headers: Record<string, string> = {};
        if (contentType !== undefined) headers["Content-Type"] = contentType;
        if (declareLength) headers["Content-Length"] = String(body.byteLength);
        const response = await app.request("/api/predict", { method: "POST", headers, body });
        const expected = expectedOutcome({ contentType, body });

        expect(response.status).toBe(expected.status);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const json: unknown = await response.json();
        if (expected.status === 200) {
          const answer = PredictionResponseSchema.parse(json);
          // Compared as JSON: the scorecard may say -0 points (Credit_History: -0), which JSON writes as 0.
          const { score, prediction, contributions } = JSON.parse(
            JSON.stringify(expected.score),
          ) as typeof expected.score;
          expect(answer).toMatchObject({ score, prediction, contributions });
        } else {
          const { error } = ApiErrorSchema.parse(json);
          if ("code" in expected) expect(error.code).toBe(expected.code);
        }
      }),
      { numRuns: 5000 },
    );
    // About 2 s alone; a busy machine can take several times that.
  }, 60_000);
});
