import { afterEach, describe, expect, it, vi } from "vitest";

import { checkApiHealth } from "./api-health";

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkApiHealth", () => {
  it("is true only for an ok health answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ status: "ok", version: "1", uptimeSeconds: 3 })),
    );
    await expect(checkApiHealth()).resolves.toBe(true);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Not Found", { status: 404 })),
    );
    await expect(checkApiHealth()).resolves.toBe(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    await expect(checkApiHealth()).resolves.toBe(false);
  });
});
