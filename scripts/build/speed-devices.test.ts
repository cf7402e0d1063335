import { describe, expect, it } from "vitest";

import { keeps } from "./speed-devices";

describe("keeps", () => {
  it("keeps every device unless WITHOUT_DEVICES names it", () => {
    expect(keeps("html-rewrite", "")).toBe(true);
    expect(keeps("html-rewrite", "css-pruning, html-rewrite")).toBe(false);
    expect(keeps("css-pruning", "html-rewrite")).toBe(true);
  });

  it("refuses a name that is no device, rather than build with everything on", () => {
    expect(() => keeps("html-rewrite", "section-deferral")).toThrow(/no device called "section-deferral"/);
  });
});
