import { describe, expect, it, vi } from "vitest";

// Another language than the owner's: the formats must follow site.ts, whatever it says.
vi.mock("#app/content/site", () => ({ site: { locale: "de_DE" } }));

const { formatList, formatNumber, formatYear, locale } = await import("./format");

describe("formatting in the site's language", () => {
  it("reads Open Graph's form of the language as a BCP 47 tag", () => {
    expect(locale).toBe("de-DE");
  });

  it("writes numbers, percentages, lists and dates as German does (written out by hand)", () => {
    expect(formatNumber(12345.5)).toBe("12.345,5");
    // German puts a no-break space before the percent sign.
    expect(formatNumber(0.83, { style: "percent" })).toBe("83\u00a0%");
    expect(formatList(["Python", "SQL", "R"])).toBe("Python, SQL und R");
    expect(formatList(["Python", "SQL"], "disjunction")).toBe("Python oder SQL");
    expect(formatYear("2024")).toBe("2024");
    expect(formatYear("2024-05")).toBe("Mai 2024");
  });

  it("leaves a date it cannot read as it was written", () => {
    expect(formatYear("last spring")).toBe("last spring");
  });
});
