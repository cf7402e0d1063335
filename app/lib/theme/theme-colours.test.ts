import { describe, expect, it } from "vitest";

import { themeColour, themeTokens } from "./theme-colours";

const CSS = `/* --color-accent-700: red; a comment is not a token */
@theme {
  /* the accent */
  --color-accent-700: oklch(48.8% 0.243 264.376);
  --color-accent-2-50 : #f5f3ff ;
}`;

describe("the theme's colours", () => {
  it("reads every token of a @theme block, and none from its comments", () => {
    expect([...themeTokens(CSS)]).toEqual([
      ["accent-700", "oklch(48.8% 0.243 264.376)"],
      ["accent-2-50", "#f5f3ff"],
    ]);
  });

  it("refuses a token the file does not set, naming it", () => {
    expect(themeColour("accent-2-50", themeTokens(CSS))).toBe("#f5f3ff");
    expect(() => themeColour("neutral-900", themeTokens(CSS))).toThrow("--color-neutral-900");
  });
});
