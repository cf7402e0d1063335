import { describe, expect, it } from "vitest";

import { isSitePath } from "./site-path";

describe("isSitePath", () => {
  it("accepts a path on the site, with a query, a fragment or spaces", () => {
    for (const path of ["/", "/papers/a.pdf", "/notes/x?y=1#z", "/papers/my paper.pdf", "/%5Cnot-a-backslash"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("refuses every form that a browser takes to another site, and what is not a path", () => {
    // Each of these, typed into Chromium's address bar from a page on the site, goes to evil.example.
    for (const value of [
      "/\\evil.example/paper.pdf",
      "\\\\evil.example/paper.pdf",
      "\\/evil.example",
      "//evil.example/paper.pdf",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\\\\evil.example",
      "papers/a.pdf",
      "https://evil.example/",
      "",
    ]) {
      expect(isSitePath(value), JSON.stringify(value)).toBe(false);
    }
  });
});
