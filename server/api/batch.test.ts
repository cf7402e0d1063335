import { describe, expect, it } from "vitest";

import { testApp } from "#tests/server/test-site";
import {
  FORM_CSV_HEADER as HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as EXAMPLE,
  GOLDEN_VERDICTS as scored,
} from "#tests/support/loan/golden-application";

const PATH = "/api/predict/batch";

function post(body: string, contentType = "text/csv") {
  return testApp().request(PATH, { method: "POST", headers: { "Content-Type": contentType }, body });
}

async function lines(response: Response): Promise<unknown[]> {
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

describe("POST /api/predict/batch", () => {
  it("streams one NDJSON line per CSV row, both models' answers or the row's problem, in order", async () => {
    const response = await post([HEADER, EXAMPLE, "Female,34,,Yes,210,1,Graduate,Semiurban,No", EXAMPLE].join("\r\n"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await lines(response)).toEqual([
      { row: 1, ...scored },
      { row: 2, error: "Income is empty" },
      { row: 3, ...scored },
    ]);
  });

  it.each(["application/x-ndjson", "application/ndjson", "Application/NDJSON; charset=utf-8"])(
    "takes NDJSON too, as %s",
    async (type) => {
      const response = await post(`${JSON.stringify(GOLDEN_APPLICATION)}\n{}\n`, type);
      expect(response.status).toBe(200);
      const [first, second] = await lines(response);
      expect(first).toMatchObject({ row: 1, scorecard: { score: 98 } });
      expect(second).toMatchObject({ row: 2, error: "Gender is empty" });
    },
  );

  it("answers 413 past 10,000 rows, and past 2 MiB", async () => {
    const rows = Array.from({ length: 10_001 }, () => EXAMPLE);
    const tooMany = await post([HEADER, ...rows].join("\n"));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({
      error: { code: "payload_too_large", message: expect.stringMatching(/at most 10000/) },
    });
    expect((await post("x".repeat(2 * 1024 * 1024 + 1))).status).toBe(413);
  });

  it("answers 400 for a file it cannot read and 415 for another media type", async () => {
    const unreadable = await post("Gender,Age\nMale,30\n");
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({
      error: { code: "invalid_body", message: expect.stringMatching(/lacks Income/) },
    });
    expect((await post(EXAMPLE, "application/json")).status).toBe(415);
  });
});
