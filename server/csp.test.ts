import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, inlineScriptHashes, siteScriptHashes } from "./csp";
import { INLINE_SCRIPTS, testSite } from "./test-site";

function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

describe("inlineScriptHashes", () => {
  it("matches the CSP spec's example hash for alert('Hello, world.');", () => {
    // From the CSP Level 3 specification's hash-source example.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("hashes the exact text of each inline script, skipping those with src", () => {
    const html = [
      '<script src="/a.js"></script>',
      "<script>one()</script>",
      '<script type="module" async="">\n  two();\n</script>',
      '<SCRIPT data-x="a > b" data-note="not a src=x">three()</SCRIPT >',
      "<script\nsrc=/b.js defer></script>",
      "<script>/* empty src attribute name in text: src=x */</script>",
      "<noscript>not a script</noscript>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      cspHash("one()"),
      cspHash("\n  two();\n"),
      cspHash("three()"),
      cspHash("/* empty src attribute name in text: src=x */"),
    ]);
  });

  it("finds every inline script of the test site, once each", () => {
    expect(siteScriptHashes(testSite())).toEqual(INLINE_SCRIPTS.map(cspHash).sort());
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from our origin and the listed hashes only", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='", "'sha256-def='"]);
    const directives = Object.fromEntries(
      policy.split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'self'",
      "script-src": "'self' 'sha256-abc=' 'sha256-def='",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: https:",
      "connect-src": "'self' https://api.emailjs.com",
      "font-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(policy).not.toContain("unsafe-eval");
  });
});
