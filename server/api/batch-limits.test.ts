import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it, vi } from "vitest";

import * as score from "#model/batch/score";
import { testApp } from "#tests/server/test-site";
import {
  FORM_CSV_HEADER as HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as EXAMPLE,
} from "#tests/support/loan/golden-application";

import { answerLine, writeLines } from "./batch";

vi.mock(import("#model/batch/score"), async (original) => {
  const actual = await original();
  return { scoreBatchInput: vi.fn(actual.scoreBatchInput) };
});

const PATH = "/api/predict/batch";
const csv = (rows: number) => [HEADER, ...Array.from({ length: rows }, () => EXAMPLE)].join("\n");

/** What @hono/node-server passes as the env: the socket the request came on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("a batch's cost in the rate limit", () => {
  const app = testApp({ rateLimitPerMinute: 60 });
  const post = (body: string, address: string) =>
    app.request(PATH, { method: "POST", headers: { "Content-Type": "text/csv" }, body }, fromAddress(address));

  it("costs one unit per 200 rows, rounded up, shown in RateLimit-Cost", async () => {
    // 1 row → 1 unit; 201 rows → 2; 10,000 rows → 50. 60 − 1 − 2 − 50 = 7 left.
    for (const [rows, cost, remaining] of [
      [1, 1, 59],
      [201, 2, 57],
      [10_000, 50, 7],
    ] as const) {
      const response = await post(csv(rows), "203.0.113.1");
      expect(response.status, `${rows} rows`).toBe(200);
      expect(response.headers.get("ratelimit-cost")).toBe(String(cost));
      expect(response.headers.get("ratelimit-remaining")).toBe(String(remaining));
      await response.body?.cancel();
    }
  });

  it("is the cost the docs state: docs/api.md and docs/security.md say 200 rows a unit, as the 201-row batch above costs", () => {
    const doc = (name: string) =>
      readFileSync(join(import.meta.dirname, "../../docs", name), "utf8").replace(/\s+/g, " ");
    expect(doc("api.md")).toContain("a request takes one unit, a batch one per 200 rows, rounded up");
    expect(doc("security.md")).toContain("one unit of the per-client quota per 200 rows, rounded up");
  });

  it("refuses up front with 429 a batch that would overdraw the quota, taking only the request's unit", async () => {
    expect((await post(csv(10_000), "203.0.113.2")).status).toBe(200); // 50 taken, 10 left
    const refused = await post(csv(10_000), "203.0.113.2");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit-cost")).toBe("50");
    // The request's own unit is taken (as for every request); the other 49 are not.
    expect(refused.headers.get("ratelimit-remaining")).toBe("9");
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toMatchObject({
      error: { code: "rate_limited", message: expect.stringMatching(/a batch of 10000 rows costs 50/) },
    });
    // A smaller batch still fits in what is left.
    const small = await post(csv(1_000), "203.0.113.2");
    expect(small.status).toBe(200);
    expect(small.headers.get("ratelimit-remaining")).toBe("4"); // 1,000 rows cost 5: 9 − 5
  });
});

describe("the batch endpoint's reading", () => {
  const post = (body: string, contentType: string) =>
    testApp().request(PATH, { method: "POST", headers: { "Content-Type": contentType }, body });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "answers Content-Type: %s with a clear 415",
    async (contentType) => {
      const response = await post(csv(1), contentType);
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    },
  );

  it("answers every NDJSON row, a line nested 100,000 deep among valid ones included", async () => {
    const good = JSON.stringify(GOLDEN_APPLICATION);
    const deep = `{"Gender":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const response = await post([good, deep, good].join("\n"), "application/x-ndjson");
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      expect.objectContaining({ row: 1, scorecard: expect.any(Object) }),
      { row: 2, error: "the line is 200011 characters long; at most 1024 are read" },
      expect.objectContaining({ row: 3, scorecard: expect.any(Object) }),
    ]);
  });

  it("answers a 2 MiB cell with a short error line, not the cell", async () => {
    const body = `${HEADER}\n"${"\u0007".repeat(2_000_000)}",34,5400,Yes,210,1,Graduate,Semiurban,No\n`;
    const text = await (await post(body, "text/csv")).text();
    expect(text).toBe('{"row":1,"error":"the line is 2000042 characters long; at most 1024 are read"}\n');
  });
});

describe("answerLine", () => {
  it("turns a row that cannot be scored or serialised into that row's error line", () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    const throwing = () => cyclic as never; // JSON.stringify throws on a cycle, as on a too-deep value
    expect(answerLine({ row: 7, reason: "x" }, throwing)).toBe('{"row":7,"error":"this row could not be scored"}');
  });
});

describe("writeLines", () => {
  const inputs = (count: number) => Array.from({ length: count }, (_, index) => ({ row: index + 1, reason: "r" }));

  it("gives the event loop back between chunks, so a timer set meanwhile runs before the batch ends", async () => {
    let clock = 0;
    const events: string[] = [];
    setTimeout(() => events.push("timer"), 0);
    // Each look at the clock moves it 1 ms: a slice of 8 ms ends after a few checks.
    await writeLines(
      inputs(2_000),
      async () => void events.push("chunk"),
      () => false,
      () => clock++,
    );
    events.push("end");
    expect(events.indexOf("timer")).toBeGreaterThan(0);
    expect(events.indexOf("timer")).toBeLessThan(events.indexOf("end") - 1);
  });

  it("stops scoring once the client has gone", async () => {
    const written: string[] = [];
    let gone = false;
    await writeLines(
      inputs(10_000),
      async (text) => {
        written.push(text);
        gone = true; // the client leaves after the first chunk
      },
      () => gone,
    );
    expect(written).toHaveLength(1);
    expect(written[0]!.split("\n").filter(Boolean).length).toBeLessThanOrEqual(2_000);
  });

  it("stops when the reader cancels the answer, through the app", async () => {
    vi.mocked(score.scoreBatchInput).mockClear();
    const response = await testApp().request(PATH, {
      method: "POST",
      headers: { "Content-Type": "text/csv" },
      body: csv(10_000),
    });
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 1));
    // The stream is paced by its reader: one chunk of at most 2,000 rows is read, at most one more
    // made ready, and nothing after the cancel. Going on would have scored all 10,000.
    expect(vi.mocked(score.scoreBatchInput).mock.calls.length).toBeLessThanOrEqual(4_000);
  });
});
