import { describe, expect, it } from "vitest";

import { TEST_SCRIPT_HASHES, testApp } from "#tests/server/test-site";

import { matchesPaths } from "./csp";

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values.join(" ")];
    }),
  );
}

describe("the site's Content-Security-Policy", () => {
  it("allows scripts from our origin and the build's inline-script hashes only", async () => {
    const policy = (await testApp().request("/")).headers.get("content-security-policy") ?? "";
    expect(directives(policy)).toEqual({
      "default-src": "'self'",
      "script-src": ["'self'", ...TEST_SCRIPT_HASHES].join(" "),
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self'",
      "connect-src": "'self' https://api.emailjs.com",
      "font-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows images from our origin and the sources the build found the pages using, no other", async () => {
    const app = testApp({ imageSources: ["https://images.example.org"] });
    const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
    expect(directives(policy)["img-src"]).toBe("'self' https://images.example.org");
  });
});

describe("WebAssembly, for the search page only", () => {
  const app = testApp({ webAssemblyPaths: ["/search", "/pagefind/"] });
  const scriptSrc = async (path: string) =>
    directives((await app.request(path)).headers.get("content-security-policy") ?? "")["script-src"];

  it("allows it on the search page, as the server answers it, and on Pagefind's files (its worker)", async () => {
    for (const path of ["/search", "/search/", "/search/index.html", "/pagefind/pagefind-worker.js"]) {
      expect(await scriptSrc(path), path).toBe(["'self'", "'wasm-unsafe-eval'", ...TEST_SCRIPT_HASHES].join(" "));
    }
  });

  it("keeps the whole policy on a script there, which may run as a worker under its own answer's policy", async () => {
    const answer = await app.request("/pagefind/pagefind-worker.js");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/javascript/);
    expect(answer.headers.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
    // A script elsewhere carries no policy (issue 37: only documents need one).
    expect((await app.request("/assets/entry-abc123.js")).headers.get("content-security-policy")).toBeNull();
  });

  it("allows it nowhere else, and no other eval anywhere", async () => {
    for (const path of ["/", "/notes", "/searching", "/search/x", "/searc", "/pagefind"]) {
      expect(await scriptSrc(path), path).toBe(["'self'", ...TEST_SCRIPT_HASHES].join(" "));
    }
    expect(await scriptSrc("/search")).not.toContain("'unsafe-eval'");
  });

  it("allows it nowhere when the build recorded no such path (a site without a search page)", async () => {
    const policy = (await testApp().request("/search")).headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("wasm");
  });

  it("matches a page with or without its slash or index.html, and a folder by its prefix", () => {
    expect(matchesPaths("/search/", ["/search"])).toBe(true);
    expect(matchesPaths("/pagefind/wasm.en-gb.pagefind", ["/pagefind/"])).toBe(true);
    expect(matchesPaths("/", ["/search"])).toBe(false);
    expect(matchesPaths("/search/index.html", [])).toBe(false);
  });
});
