import { describe, expect, it } from "vitest";

import { openGraphLocale } from "./seo";

describe("openGraphLocale", () => {
  it("writes a BCP 47 tag as Open Graph's language_TERRITORY", () => {
    expect(openGraphLocale("en-GB")).toBe("en_GB");
    expect(openGraphLocale("pt-BR")).toBe("pt_BR");
    expect(openGraphLocale("sr-Latn-RS")).toBe("sr_RS");
  });

  it("keeps the language alone when the tag names no region", () => {
    expect(openGraphLocale("fr")).toBe("fr");
  });

  it("refuses a tag that is not BCP 47", () => {
    expect(() => openGraphLocale("en_GB")).toThrow(RangeError);
  });
});
