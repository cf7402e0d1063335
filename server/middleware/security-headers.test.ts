import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";

import { predictRequest, TEST_SCRIPT_HASHES, testApp } from "#tests/server/test-site";

import { createApp } from "../app";
import { API_SECURITY_HEADERS, apiSecurityHeaders, isSubresource } from "./security-headers";

const EXPECTED = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-frame-options": "DENY",
};

const SITE_REQUESTS: [string, string, RequestInit?][] = [
  ["a page", "/"],
  ["the 404 page", "/no/such/page"],
  ["the 404 page for a script that is not there", "/assets/gone-abc123.js"],
  ["a 304", "/robots.txt"],
  ["a 405 on the site", "/", { method: "DELETE" }],
];

const API_REQUESTS: [string, string, RequestInit?][] = [
  ["a prediction", "/api/predict", predictRequest({})],
  ["a 415", "/api/predict", { method: "POST", body: "x" }],
  ["a 405", "/api/predict"],
  ["health", "/api/health"],
  ["the OpenAPI document", "/api/openapi.json"],
  ["an API 404", "/api/nothing"],
  [
    "a preflight",
    "/api/predict",
    { method: "OPTIONS", headers: { Origin: "https://a.example", "Access-Control-Request-Method": "POST" } },
  ],
];

describe("security headers", () => {
  it.each([...SITE_REQUESTS, ...API_REQUESTS])("are on %s", async (_, path, init) => {
    const app = testApp({ rateLimitPerMinute: 0 });
    const etag = (await app.request("/robots.txt")).headers.get("etag") ?? "";
    const response = await app.request(path, path === "/robots.txt" ? { headers: { "If-None-Match": etag } } : init);
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it.each(SITE_REQUESTS)("on %s include a CSP allowing exactly the site's inline scripts", async (_, path, init) => {
    const response = await testApp().request(path, init);
    const policy = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(["script-src 'self'", ...TEST_SCRIPT_HASHES].join(" "));
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it.each(API_REQUESTS)("on %s include a CSP that allows nothing (JSON runs no script)", async (_, path, init) => {
    const response = await testApp().request(path, init);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("written into the API's answers are exactly those hono/secure-headers sets for the API's policy", async () => {
    const bare = new Hono().get("/", apiSecurityHeaders, (c) => c.body(null, 204));
    const set = Object.fromEntries((await bare.request("/")).headers);
    const written = Object.fromEntries(
      Object.entries(API_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(written).toEqual(set);
  });

  it.each([
    ["a script", "/assets/entry-abc123.js", {}],
    ["a script, revalidated (304)", "/assets/entry-abc123.js", { "If-None-Match": "*" }],
    ["a script, compressed", "/assets/entry-abc123.js", { "Accept-Encoding": "br" }],
  ])("are not on %s: a subresource keeps X-Content-Type-Options only", async (_, path, headers) => {
    const response = await testApp().request(path, { headers });
    const names = [...response.headers.keys()].sort();
    // What the file's representation needs (RFC 9110), its caching, and nosniff: nothing that governs a document.
    const allowed = [
      "accept-ranges",
      "cache-control",
      "content-encoding",
      "content-length",
      "content-type",
      "etag",
      "vary",
    ];
    expect(names.filter((name) => !allowed.includes(name))).toEqual(["x-content-type-options"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("tell a subresource from a document by its type", () => {
    for (const type of [
      "text/javascript; charset=utf-8",
      "application/javascript",
      "text/css; charset=utf-8",
      "image/png",
      "image/x-icon",
      "image/webp",
      "font/woff2",
    ]) {
      expect(isSubresource(type), type).toBe(true);
    }
    // A visitor may open these as documents: an SVG or XML file can run script, a page is one.
    for (const type of [
      "text/html; charset=utf-8",
      "image/svg+xml",
      "application/xml",
      "application/rss+xml",
      "application/json",
      "application/manifest+json",
      "text/plain; charset=utf-8",
      null,
    ]) {
      expect(isSubresource(type), String(type)).toBe(false);
    }
  });

  it("are on the JSON 500 of the last-resort error handler", async () => {
    const site = () => Promise.reject(new Error("a file that cannot be read"));
    const app = createApp({ site, scriptHashes: [], clientAddress: () => "unknown" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await app.request("/broken.txt");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "internal_error" } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(logged).toHaveBeenCalledOnce();
  });
});
