import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { API_CASES, caseRequest, checkAnswer } from "../api/cases";

// The same cases run on Node (server/api/api-cases.test.ts) and over HTTP against wrangler dev.
describe("the API in workerd, case by case", () => {
  it.each(API_CASES.map((apiCase, index) => [apiCase.name, apiCase, index] as const))(
    "%s",
    async (_name, apiCase, index) => {
      // A client of its own per case, so no case spends another's quota.
      const request = caseRequest(apiCase, { "CF-Connecting-IP": `192.0.2.${100 + index}` });
      const response = await exports.default.fetch(new Request(`https://portfolio.example${apiCase.path}`, request));
      await checkAnswer(apiCase, response, expect);
    },
  );
});
