import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { testApp } from "#tests/server/test-site";

const ASSET = "/assets/entry-abc123.js";

function app() {
  return testApp();
}

describe("the prerendered site", () => {
  it.each(["/", "/index.html", "/projects/loan-predict", "/projects/loan-predict/"])(
    "serves %s as HTML that is revalidated on every visit",
    async (path) => {
      const response = await app().request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    },
  );

  it("caches hashed assets for a year", async () => {
    const response = await app().request(ASSET);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each([
    "/no/such/page",
    "/404",
    "/404/",
    "/__spa-fallback.html",
    "/assets/missing.js",
    "/.assetsignore",
    "/assets/entry-abc123.js.br",
    "/assets/entry-abc123.js.gz",
    "/secret.txt",
    "/linked/secret.txt",
  ])("answers %s with the 404 page and status 404", async (path) => {
    const response = await app().request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it.each(["/%E0%A4%A", "/%", "/assets/%ZZ.js", "/%C0%AF"])(
    "answers the malformed path %s with 404, not 500",
    async (path) => {
      const response = await app().request(path);
      expect(response.status).toBe(404);
    },
  );

  it("sends the brotli copy when accepted, else gzip, else the plain file", async () => {
    const plain = await (await app().request(ASSET)).text();

    const br = await app().request(ASSET, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);

    const gzip = await app().request(ASSET, { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);

    const identity = await app().request(ASSET, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(plain);

    // A cache must never answer one encoding's validator with another encoding's bytes.
    const etags = new Set([br, gzip, identity].map((response) => response.headers.get("etag")));
    expect(etags.size).toBe(3);
  });

  it("answers 304 when the client's ETag matches", async () => {
    const first = await app().request("/");
    const etag = first.headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await app().request("/", { headers: { "If-None-Match": ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
    }
    const changed = await app().request("/", { headers: { "If-None-Match": '"stale"' } });
    expect(changed.status).toBe(200);
  });

  it("answers HEAD with headers only", async () => {
    const response = await app().request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("");
  });

  it("answers other methods with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await app().request("/", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });
});
