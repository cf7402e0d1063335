import { gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { API_CASES, caseRequest, checkAnswer } from "#tests/api/cases";
import { testApp } from "#tests/server/test-site";

/** The answer as an HTTP client reads it: app.request hands over the bytes still gzipped. */
async function decoded(response: Response): Promise<Response> {
  if (response.headers.get("content-encoding") !== "gzip") return response;
  const body = gunzipSync(Buffer.from(await response.arrayBuffer()));
  return new Response(body, { status: response.status, headers: response.headers });
}

// The same cases run in workerd (tests/worker/api-cases.test.ts) and over HTTP against wrangler dev.
describe("the API on Node, case by case", () => {
  const app = testApp({ rateLimitPerMinute: 60 });
  it.each(API_CASES.map((apiCase) => [apiCase.name, apiCase] as const))("%s", async (_name, apiCase) => {
    const response = await decoded(await app.request(apiCase.path, caseRequest(apiCase)));
    await checkAnswer(apiCase, response, expect);
  });
});
