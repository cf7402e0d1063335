import { describe, expect, it } from "vitest";

import { predictRequest, testApp } from "#tests/server/test-site";

function appWithLog() {
  const lines: string[] = [];
  const app = testApp({ log: (line) => lines.push(line) });
  return { app, lines };
}

describe("request log", () => {
  it("writes one line per request: method, path, status and duration", async () => {
    const { app, lines } = appWithLog();
    await app.request("/api/predict", predictRequest({}));
    await app.request("/projects/loan-predict");
    await app.request("/missing");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^POST \/api\/predict 400 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/projects\/loan-predict 200 \d+\.\dms$/);
    expect(lines[2]).toMatch(/^GET \/missing 404 \d+\.\dms$/);
  });

  it("cannot be made to forge a second line through an encoded newline", async () => {
    const { app, lines } = appWithLog();
    await app.request("/a%0AGET%20/admin%20200%200.1ms");
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(lines[0]).toMatch(/^GET \/a%0AGET \/admin 200 0\.1ms 404 \d+\.\dms$/);
  });

  // NEL, LS, PS and CR break lines; Unicode's Bidi_Control characters (PropList.txt) reorder what a terminal or
  // viewer shows. Each is written as its UTF-8 bytes, percent-encoded.
  it.each([
    ["NEL", "%C2%85"],
    ["LS", "%E2%80%A8"],
    ["PS", "%E2%80%A9"],
    ["CR", "%0D"],
    ["ALM U+061C", "%D8%9C"],
    ["LRM U+200E", "%E2%80%8E"],
    ["RLM U+200F", "%E2%80%8F"],
    ["LRE U+202A", "%E2%80%AA"],
    ["RLE U+202B", "%E2%80%AB"],
    ["PDF U+202C", "%E2%80%AC"],
    ["LRO U+202D", "%E2%80%AD"],
    ["RLO U+202E", "%E2%80%AE"],
    ["LRI U+2066", "%E2%81%A6"],
    ["RLI U+2067", "%E2%81%A7"],
    ["FSI U+2068", "%E2%81%A8"],
    ["PDI U+2069", "%E2%81%A9"],
  ])("escapes %s, which breaks or reorders a line in some log viewers", async (_, encoded) => {
    const { app, lines } = appWithLog();
    await app.request(`/a${encoded}b`);
    expect(lines[0]).toMatch(new RegExp(`^GET /a${encoded}b 404 `));
  });

  it("leaves other non-ASCII text as it is", async () => {
    const { app, lines } = appWithLog();
    await app.request("/caf%C3%A9-%E2%82%AC");
    expect(lines[0]).toMatch(/^GET \/café-€ 404 /);
  });

  it("cuts a long path to 200 characters", async () => {
    const { app, lines } = appWithLog();
    await app.request(`/${"a".repeat(5_000)}`);
    expect(lines[0]).toMatch(new RegExp(`^GET /${"a".repeat(199)}… 404 \\d+\\.\\dms$`));
  });

  it("is silent when no log is given", async () => {
    const app = testApp();
    const response = await app.request("/");
    expect(response.status).toBe(200);
  });
});
