import { describe, expect, it } from "vitest";

import { formatYear, listParts, listText, localeTag } from "./locale";

// British English's and German's own forms, as CLDR (and so Intl) has them.
describe("locale helpers", () => {
  it("turn an Open Graph locale into the tag Intl takes", () => {
    expect(localeTag("en_GB")).toBe("en-GB");
    expect(localeTag("pt_BR")).toBe("pt-BR");
  });

  it("write a year without grouping", () => {
    expect(formatYear(2024, "en-GB")).toBe("2024");
    expect(formatYear(2024, "de-DE")).toBe("2024");
  });

  it("write lists with the language's words, and open lists with their closing words", () => {
    expect(listText(["A"], undefined, "en-GB")).toBe("A");
    expect(listText(["A", "B"], undefined, "en-GB")).toBe("A and B");
    expect(listText(["A", "B", "C"], undefined, "en-GB")).toBe("A, B and C");
    expect(listText(["A", "B", "C"], undefined, "de-DE")).toBe("A, B und C");
    expect(listText(["A", "B"], "et al.", "en-GB")).toBe("A, B et al.");
  });

  it("give the pieces in order, items by their index", () => {
    expect(listParts(["Ann", "Bo", "Cy"], undefined, "en-GB")).toEqual([
      { index: 0 },
      { literal: ", " },
      { index: 1 },
      { literal: " and " },
      { index: 2 },
    ]);
  });
});
