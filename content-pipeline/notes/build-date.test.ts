import { describe, expect, it } from "vitest";

import { buildDate } from "./build-date";

describe("buildDate", () => {
  it("is today in UTC unless BUILD_DATE says otherwise", () => {
    // 23:30 on 31 Dec in New York is already 1 Jan in UTC.
    expect(buildDate({}, new Date("2025-12-31T23:30:00-05:00"))).toBe("2026-01-01");
    expect(buildDate({ BUILD_DATE: "2099-01-02" })).toBe("2099-01-02");
    expect(buildDate({ BUILD_DATE: " " }, new Date("2025-03-14T12:00:00Z"))).toBe("2025-03-14");
  });

  it("refuses a BUILD_DATE that is no day, naming it", () => {
    expect(() => buildDate({ BUILD_DATE: "2025-02-30" })).toThrow(/BUILD_DATE: "2025-02-30" is not a day/);
    expect(() => buildDate({ BUILD_DATE: "14/03/2025" })).toThrow(/YYYY-MM-DD/);
  });
});
