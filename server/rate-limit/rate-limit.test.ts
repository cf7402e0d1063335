import { describe, expect, it, vi } from "vitest";

import { predictRequest, testApp } from "#tests/server/test-site";

import { clientAddress, rateLimitKey } from "../client-key";
import { memoryStore } from "./memory-store";

const APPLICATION = {
  Gender: "Male",
  Age: 30,
  Income: 4000,
  Married: "No",
  LoanAmount: 150,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Rural",
  Self_Employed: "No",
};

/** What @hono/node-server passes as the env: the socket the request came on. */
function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

function setup(options: { limit?: number; trustedProxies?: number } = {}) {
  const clock = { now: 1_000_000 };
  const app = testApp({
    rateLimitPerMinute: options.limit ?? 3,
    trustedProxies: options.trustedProxies,
    now: () => clock.now,
  });
  const predict = (address = "203.0.113.7", headers: Record<string, string> = {}, body: unknown = APPLICATION) =>
    app.request("/api/predict", predictRequest(body, headers), fromAddress(address));
  return { app, clock, predict };
}

describe("rate limit on POST /api/predict", () => {
  it("answers 429 with Retry-After once a client passes the limit, and RateLimit headers every time", async () => {
    const { clock, predict } = setup({ limit: 3 });
    for (const remaining of [2, 1, 0]) {
      const response = await predict();
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("3");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(remaining));
      expect(response.headers.get("ratelimit-reset")).toBe("60");
      expect(response.headers.get("ratelimit-policy")).toBe('"per-minute";q=3;w=60');
      expect(response.headers.get("ratelimit")).toBe(`"per-minute";r=${remaining};t=60`);
    }
    clock.now += 15_500;
    const refused = await predict();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit")).toBe('"per-minute";r=0;t=45');
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("counts invalid requests too, and puts the headers on error answers", async () => {
    const { predict } = setup({ limit: 1 });
    const invalid = await predict(undefined, {}, { Gender: "nope" });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("ratelimit-remaining")).toBe("0");
    expect((await predict()).status).toBe(429);
  });

  it("lets the client in again when its window ends", async () => {
    const { clock, predict } = setup({ limit: 1 });
    expect((await predict()).status).toBe(200);
    expect((await predict()).status).toBe(429);
    clock.now += 60_000;
    expect((await predict()).status).toBe(200);
  });

  it("keeps a separate count per client address", async () => {
    const { predict } = setup({ limit: 1 });
    expect((await predict("198.51.100.1")).status).toBe(200);
    expect((await predict("198.51.100.1")).status).toBe(429);
    expect((await predict("198.51.100.2")).status).toBe(200);
    // The same IPv4 client over an IPv4-mapped IPv6 socket, and one IPv6 /64 as one client.
    expect((await predict("::ffff:198.51.100.2")).status).toBe(429);
    expect((await predict("2001:db8:1:2::1")).status).toBe(200);
    expect((await predict("2001:db8:1:2:ffff::9")).status).toBe(429);
  });

  it("ignores X-Forwarded-For unless the proxy is trusted, then uses the entry the proxy appended", async () => {
    const direct = setup({ limit: 1 });
    expect((await direct.predict("10.0.0.1", { "X-Forwarded-For": "192.0.2.1" })).status).toBe(200);
    expect((await direct.predict("10.0.0.1", { "X-Forwarded-For": "192.0.2.2" })).status).toBe(429);

    const proxied = setup({ limit: 1, trustedProxies: 1 });
    expect((await proxied.predict("10.0.0.1", { "X-Forwarded-For": "spoofed, 192.0.2.1" })).status).toBe(200);
    expect((await proxied.predict("10.0.0.1", { "X-Forwarded-For": "192.0.2.2" })).status).toBe(200);
    expect((await proxied.predict("10.0.0.1", { "X-Forwarded-For": "other, 192.0.2.1" })).status).toBe(429);
  });

  it("behind two trusted proxies, uses the entry the outer one appended", async () => {
    const { predict } = setup({ limit: 1, trustedProxies: 2 });
    // client → CDN (appends the client) → load balancer (appends the CDN) → us
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "spoofed, 192.0.2.1, 198.51.100.7" })).status).toBe(200);
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "other, 192.0.2.1, 198.51.100.8" })).status).toBe(429);
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "192.0.2.9, 198.51.100.7" })).status).toBe(200);
  });

  it("falls back to the socket's address when the forwarded entry is not an IP address", async () => {
    const { predict } = setup({ limit: 1, trustedProxies: 1 });
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "not-an-ip" })).status).toBe(200);
    // Each made-up value lands on the socket's one key, not a fresh key of its own.
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "also-made-up" })).status).toBe(429);
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "999.1.1.1" })).status).toBe(429);
  });

  it("gives one client one key whatever form its address is written in", async () => {
    const { predict } = setup({ limit: 1, trustedProxies: 1 });
    expect((await predict("10.0.0.1", { "X-Forwarded-For": "192.0.2.1" })).status).toBe(200);
    for (const form of ["192.0.2.1:5678", "::ffff:192.0.2.1", "[::ffff:192.0.2.1]:443", " 192.0.2.1 "]) {
      expect((await predict("10.0.0.1", { "X-Forwarded-For": form })).status, form).toBe(429);
    }
  });

  it("is off at 0: no limit and no RateLimit headers", async () => {
    const { predict } = setup({ limit: 0 });
    for (let i = 0; i < 5; i++) {
      const response = await predict();
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit")).toBeNull();
    }
  });

  it("does not count or limit the other endpoints", async () => {
    const { app } = setup({ limit: 1 });
    for (let i = 0; i < 3; i++) {
      const response = await app.request("/api/health", {}, fromAddress("203.0.113.9"));
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit")).toBeNull();
    }
  });
});

describe("memoryStore", () => {
  it("forgets expired windows once a window has passed", async () => {
    let now = 0;
    const limiter = memoryStore({ limit: 5, windowMs: 1000, now: () => now });
    for (let i = 0; i < 100; i++) await limiter.hit(`client-${i}`);
    expect(limiter.size).toBe(100);
    now = 1500;
    await limiter.hit("late");
    expect(limiter.size).toBe(1);
  });

  it("keeps its windows on a monotonic clock: moving the wall clock changes nothing", async () => {
    const limiter = memoryStore({ limit: 1, windowMs: 60_000 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 3_600_000);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  it("stays bounded under a flood of made-up or spoofed forwarded addresses", async () => {
    // Twice maxKeys of each kind shows the bound as well as 100,000 would, in a thousandth of the time: the
    // flood once took 9 s on a loaded machine, past the test's timeout.
    const maxKeys = 500;
    const limiter = memoryStore({ limit: 60, windowMs: 60_000, maxKeys });
    const keyFor = (forwarded: string) => rateLimitKey(clientAddress(forwarded, "10.0.0.1", 1));
    for (let i = 0; i < 2 * maxKeys; i++) await limiter.hit(keyFor(`${i.toString(36)}-${"x".repeat(i % 50)}`));
    // Garbage values: all of them the socket's one key.
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 2 * maxKeys; i++) await limiter.hit(keyFor(`10.0.${(i >> 8) & 255}.${i & 255}`));
    // Well-formed spoofed addresses (a proxy trusted by mistake): never more than maxKeys.
    expect(limiter.size).toBe(maxKeys);
  });

  it("holds at most maxKeys windows, giving up the stalest", async () => {
    const limiter = memoryStore({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) await limiter.hit(key);
    expect(limiter.size).toBe(3);
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("d")).allowed).toBe(false);
  });
});

describe("rateLimitKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["192.0.2.1:5678", "192.0.2.1"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["[::ffff:192.0.2.1]:80", "192.0.2.1"],
    ["unknown", "unknown"],
    ["1:2:3", "unknown"],
    ["256.1.1.1", "unknown"],
    ["01.2.3.4", "unknown"],
    ["x".repeat(10_000), "unknown"],
  ])("keys %s as %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
