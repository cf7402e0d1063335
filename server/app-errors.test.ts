import { afterEach, describe, expect, it, vi } from "vitest";

import { createApp } from "./app";

describe("the app's last-resort error handler", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the failed request's path escaped, on one line, and answers 500 in the API's shape", async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const app = createApp({
      site: () => Promise.reject(new Error("boom")),
      scriptHashes: [],
      clientAddress: () => "192.0.2.1",
    });
    // Hono hands over the path decoded: %0A would be a new line, forging a second log entry.
    const response = await app.request("/page%0AGET%20/forged%20200%0D");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "internal_error" } });
    expect(logged[0]?.[0]).toBe("GET /page%0AGET /forged 200%0D failed:");
  });
});
