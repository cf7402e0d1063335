import { describe, expect, it } from "vitest";

import { TEST_SCRIPT_HASHES, testApp } from "#tests/server/test-site";

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
