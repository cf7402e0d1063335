import { describe, expect, it } from "vitest";

import { parseServerEnv } from "./env";

describe("parseServerEnv", () => {
  it("has defaults for everything", () => {
    expect(parseServerEnv({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      BUILD_DIR: "build",
      RATE_LIMIT_PER_MINUTE: 60,
      TRUST_PROXY: 0,
      LOG_REQUESTS: true,
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 30_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      STALL_TIMEOUT_MS: 30_000,
      MAX_CONNECTIONS: 1_000,
    });
  });

  it("reads the rate limit, proxy trust and logging switches", () => {
    const env = parseServerEnv({ RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "2", LOG_REQUESTS: "0", PORT: "8080" });
    expect(env).toMatchObject({ RATE_LIMIT_PER_MINUTE: 0, TRUST_PROXY: 2, LOG_REQUESTS: false, PORT: 8080 });
  });

  it.each([
    ["RATE_LIMIT_PER_MINUTE", "-5"],
    ["RATE_LIMIT_PER_MINUTE", "sixty"],
    ["RATE_LIMIT_PER_MINUTE", ""],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "11"],
    ["HEADERS_TIMEOUT_MS", "15s"],
    ["MAX_CONNECTIONS", "0"],
    ["REQUEST_TIMEOUT_MS", "1000"],
    ["LOG_REQUESTS", "yes"],
    ["PORT", "70000"],
  ])("stops with a message naming %s=%j", (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(`Invalid server environment:[\\s\\S]*${name}`));
  });
});
