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
      MAX_CONNECTIONS_PER_CLIENT: 32,
      HOST_BEHIND_PROXY: false,
    });
  });

  it("reads the rate limit, proxy trust and logging switches", () => {
    const env = parseServerEnv({
      RATE_LIMIT_PER_MINUTE: "0",
      TRUST_PROXY: "2",
      HOST: "127.0.0.1",
      LOG_REQUESTS: "0",
      PORT: "8080",
      MAX_CONNECTIONS_PER_CLIENT: "8",
    });
    expect(env).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 0,
      TRUST_PROXY: 2,
      LOG_REQUESTS: false,
      PORT: 8080,
      MAX_CONNECTIONS_PER_CLIENT: 8,
    });
  });

  describe("TRUST_PROXY on an address clients can reach directly", () => {
    it.each(["0.0.0.0", "::", "192.0.2.10", "2001:db8::10", "example.com"])(
      "is refused with HOST=%s, naming the fixes",
      (host) => {
        const parse = () => parseServerEnv({ TRUST_PROXY: "1", HOST: host });
        expect(parse).toThrow(/TRUST_PROXY: TRUST_PROXY=1 trusts X-Forwarded-For, but HOST=/);
        expect(parse).toThrow(/HOST=127\.0\.0\.1.*TRUST_PROXY=0.*HOST_BEHIND_PROXY=1/s);
      },
    );

    it("is refused with the default HOST (0.0.0.0)", () => {
      expect(() => parseServerEnv({ TRUST_PROXY: "1" })).toThrow(/HOST=0\.0\.0\.0 lets clients reach this server/);
    });

    it.each(["127.0.0.1", "127.8.9.10", "::1", "localhost", "::ffff:127.0.0.1"])(
      "is fine with HOST=%s (loopback)",
      (host) => {
        expect(parseServerEnv({ TRUST_PROXY: "1", HOST: host }).TRUST_PROXY).toBe(1);
      },
    );

    it("is allowed on any HOST once HOST_BEHIND_PROXY=1 says only the proxy reaches it", () => {
      expect(parseServerEnv({ TRUST_PROXY: "1", HOST: "0.0.0.0", HOST_BEHIND_PROXY: "1" })).toMatchObject({
        TRUST_PROXY: 1,
        HOST_BEHIND_PROXY: true,
      });
    });

    it("does not concern a server without a proxy (TRUST_PROXY=0)", () => {
      expect(parseServerEnv({ HOST: "0.0.0.0" }).TRUST_PROXY).toBe(0);
    });
  });

  it.each([
    ["RATE_LIMIT_PER_MINUTE", "-5"],
    ["RATE_LIMIT_PER_MINUTE", "sixty"],
    ["RATE_LIMIT_PER_MINUTE", ""],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "11"],
    ["HEADERS_TIMEOUT_MS", "15s"],
    ["MAX_CONNECTIONS", "0"],
    ["MAX_CONNECTIONS_PER_CLIENT", "0"],
    ["HOST_BEHIND_PROXY", "yes"],
    ["REQUEST_TIMEOUT_MS", "1000"],
    ["LOG_REQUESTS", "yes"],
    ["PORT", "70000"],
  ])("stops with a message naming %s=%j", (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(`Invalid server environment:[\\s\\S]*${name}`));
  });
});
