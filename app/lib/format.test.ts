import { describe, expect, it, vi } from "vitest";

// Another language than the owner's: the formats must follow site.ts, whatever it says.
vi.mock("#app/content/site", () => ({ site: { locale: "de_DE" } }));

const { formatDate, formatList, formatNumber, formatTime, formatYear, listParts, listText, locale } =
  await import("./format");

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
    expect(formatDate("2025-03-14")).toBe("14. März 2025");
  });

  it("writes a time on the visitor's clock as German does", () => {
    // Local time: the visitor's clock (the test machine's time zone).
    expect(formatTime(new Date(2026, 0, 15, 9, 5).getTime())).toBe("09:05");
  });

  it("leaves a date it cannot read as it was written", () => {
    expect(formatYear("last spring")).toBe("last spring");
  });

  it("writes lists in pieces, items by their index, and open lists with their closing words", () => {
    expect(listParts(["Ann", "Bo", "Cy"])).toEqual([
      { index: 0 },
      { literal: ", " },
      { index: 1 },
      { literal: " und " },
      { index: 2 },
    ]);
    expect(listText(["A"])).toBe("A");
    expect(listText(["A", "B"])).toBe("A und B");
    // An open list of two is a plain one in German, as CLDR writes it: "A, B".
    expect(listText(["A", "B"], "u. a.")).toBe("A, B u. a.");
  });
});
