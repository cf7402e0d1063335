import { env, exports } from "cloudflare:workers";
import scriptHashes from "virtual:csp-script-hashes";
import { describe, expect, it } from "vitest";

// The worker as Cloudflare runs it: every request reaches its fetch handler first (run_worker_first).
function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`https://portfolio.example${path}`, init));
}

/** A built file straight from the static assets binding, as uploaded. */
async function builtFile(name: string): Promise<string> {
  return (await env.ASSETS.fetch(`https://assets.local${name}`)).text();
}

/** The CSP source expressions of a page's inline scripts, hashed here, in the runtime. */
async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes)) continue;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes;
}

function scriptSources(response: Response): string[] {
  const policy = response.headers.get("content-security-policy") ?? "";
  const directive = policy.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the site on Workers", () => {
  it("serves the prerendered home page with the security headers", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(await response.text()).toBe(await builtFile("/index.html"));
  });

  it("allows exactly the build's inline scripts by hash, which cover every inline script of the page", async () => {
    const response = await get("/");
    const sources = scriptSources(response);
    expect(sources).toEqual(["'self'", ...scriptHashes]);
    const pageHashes = await inlineScriptHashes(await response.text());
    expect(pageHashes.length).toBeGreaterThan(0);
    expect(sources).toEqual(expect.arrayContaining(pageHashes));
  });

  it("lets the search page and Pagefind's worker, and them only, run WebAssembly, as the build recorded", async () => {
    for (const path of ["/search", "/search/", "/pagefind/pagefind-worker.js"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(scriptSources(response), path).toEqual(["'self'", "'wasm-unsafe-eval'", ...scriptHashes]);
    }
    expect(scriptSources(await get("/notes"))).toEqual(["'self'", ...scriptHashes]);
    // Pagefind fetches its index's files: they are served from the assets.
    expect((await get("/pagefind/pagefind-entry.json")).status).toBe(200);
  });

  it("serves a page under its path with or without the slash or index.html, never redirecting", async () => {
    const page = await builtFile("/projects/loan-predict/index.html");
    for (const path of ["/projects/loan-predict", "/projects/loan-predict/", "/projects/loan-predict/index.html"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(page);
    }
  });

  it("answers an unknown path with the prerendered 404 page, status 404 and the same headers", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(scriptSources(response)).toEqual(["'self'", ...scriptHashes]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toBe(await builtFile("/404/index.html"));
  });

  it("never serves the 404 page, the SPA fallback, dotfiles or compressed copies as pages of their own", async () => {
    const hidden = [
      "/404",
      "/404/",
      "/404/index.html",
      "/%34%30%34/",
      "/__spa-fallback.html",
      "/.assetsignore",
      "/index.html.br",
    ];
    for (const path of hidden) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it("leaves the precompressed copies out of the assets (client/.assetsignore)", async () => {
    for (const name of ["/index.html.br", "/index.html.gz"]) {
      const response = await env.ASSETS.fetch(`https://assets.local${name}`);
      expect(response.status, name).toBe(404);
      await response.body?.cancel();
    }
  });

  it("caches hashed assets for a year and answers a matching If-None-Match with 304", async () => {
    const asset = /["'](\/assets\/[^"']+\.(?:js|css))["']/.exec(await builtFile("/index.html"))?.[1] ?? "";
    expect(asset).not.toBe("");
    const response = await get(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // A script is no document: it carries none of a page's security headers (server/middleware/security-headers.ts).
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-frame-options",
      "permissions-policy",
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    await response.body?.cancel();

    const again = await get(asset, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await get("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("");
  });

  it("refuses other methods on site paths", async () => {
    const response = await get("/", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await response.body?.cancel();
  });
});
