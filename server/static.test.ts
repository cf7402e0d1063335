import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { TEST_ASSET, testApp } from "#tests/server/test-site";

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

  it("says Vary: Accept-Encoding on every answer for a file with copies, the one without an encoding too", async () => {
    const identity = await app().request(ASSET);
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
    // A file without copies has one representation, whatever the client accepts.
    expect((await app().request("/robots.txt")).headers.get("vary")).toBeNull();
  });

  it("keeps Cache-Control on a 304, as a 200 would have had it (RFC 9110 §15.4.5)", async () => {
    const etag = (await app().request(ASSET)).headers.get("etag") ?? "";
    const again = await app().request(ASSET, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
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

describe("range requests (RFC 9110 §14)", () => {
  it("answer 206 with the bytes asked for and the ETag of the whole representation (§15.3.7)", async () => {
    const whole = await app().request(ASSET);
    const part = await app().request(ASSET, { headers: { Range: "bytes=7-12" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(TEST_ASSET.slice(7, 13));
    expect(part.headers.get("content-range")).toBe(`bytes 7-12/${TEST_ASSET.length}`);
    expect(part.headers.get("content-length")).toBe("6");
    // "Date, Cache-Control, ETag, Expires, Content-Location, and Vary", "if the field would have been sent in a 200".
    expect(part.headers.get("etag")).toBe(whole.headers.get("etag"));
    expect(part.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(part.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("range over the encoded copy the client accepts, with that copy's ETag: it is the selected representation", async () => {
    const brotli = Buffer.from(
      await (await app().request(ASSET, { headers: { "Accept-Encoding": "br" } })).arrayBuffer(),
    );
    const headers = { "Accept-Encoding": "br", Range: "bytes=0-9" };
    const part = await app().request(ASSET, { headers });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-encoding")).toBe("br");
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${brotli.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(brotli.subarray(0, 10));
    const etag = part.headers.get("etag") ?? "";
    const identityEtag = (await app().request(ASSET)).headers.get("etag");
    expect(etag).not.toBe(identityEtag);
    // That ETag in If-Range gets the range; the identity file's gets the whole copy.
    expect((await app().request(ASSET, { headers: { ...headers, "If-Range": etag } })).status).toBe(206);
    const mismatched = await app().request(ASSET, { headers: { ...headers, "If-Range": identityEtag ?? "" } });
    expect(mismatched.status).toBe(200);
    expect(Buffer.from(await mismatched.arrayBuffer())).toEqual(brotli);
  });

  it("send the whole file when If-Range names another version (§13.1.5)", async () => {
    const response = await app().request(ASSET, { headers: { Range: "bytes=0-9", "If-Range": '"an-old-version"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBeNull();
    expect(await response.text()).toBe(TEST_ASSET);
  });

  it("answer an unsatisfiable range with 416 and the current length, and no content (§15.5.17)", async () => {
    const response = await app().request(ASSET, { headers: { Range: `bytes=${TEST_ASSET.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${TEST_ASSET.length}`);
    expect(await response.text()).toBe("");
  });

  it('leave errors without Content-Range: "only the 206 (Partial Content) and 416 (Range Not Satisfiable) status codes describe a meaning for Content-Range" (§14.4)', async () => {
    for (const headers of [{ Range: "bytes=0-9" }, { Range: "bytes=0-9", "Accept-Encoding": "br" }] as Record<
      string,
      string
    >[]) {
      const response = await app().request("/no/such/page", { headers });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-range")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("accept-ranges")).toBeNull();
    }
    const whole = await app().request("/no/such/page", { headers: { Range: "bytes=0-9" } });
    expect(await whole.text()).toContain("Oops! Page not found");
  });

  it("answer HEAD with the 200's headers, ranges aside (§14.2: GET is the only method with range handling)", async () => {
    const response = await app().request(ASSET, { method: "HEAD", headers: { Range: "bytes=0-9" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(TEST_ASSET.length));
    expect(response.headers.get("content-range")).toBeNull();
  });
});
