import { describe, expect, it } from "vitest";

import { parseServerEnv } from "./env";

describe("parseServerEnv", () => {
  it("has defaults for everything", () => {
    expect(parseServerEnv({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      BUILD_DIR: "build",
      RATE_LIMIT_PER_MINUTE: 60,
      TRUST_PROXY: false,
      LOG_REQUESTS: true,
    });
  });

  it("reads the rate limit, proxy trust and logging switches", () => {
    const env = parseServerEnv({ RATE_LIMIT_PER_MINUTE: "0", TRUST_PROXY: "1", LOG_REQUESTS: "0", PORT: "8080" });
    expect(env).toMatchObject({ RATE_LIMIT_PER_MINUTE: 0, TRUST_PROXY: true, LOG_REQUESTS: false, PORT: 8080 });
  });

  it.each([
    ["RATE_LIMIT_PER_MINUTE", "-5"],
    ["RATE_LIMIT_PER_MINUTE", "sixty"],
    ["RATE_LIMIT_PER_MINUTE", ""],
    ["TRUST_PROXY", "true"],
    ["LOG_REQUESTS", "yes"],
    ["PORT", "70000"],
  ])("stops with a message naming %s=%j", (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(`Invalid server environment:[\\s\\S]*${name}`));
  });
});
