import { describe, expect, it } from "vitest";

import { csvLine } from "./csv-write";

describe("csvLine", () => {
  it("quotes only the cells that need it, doubling their quotes", () => {
    expect(csvLine(["plain", 42, "a,b", 'say "hi"', "two\nlines", "cr\r", ""])).toBe(
      'plain,42,"a,b","say ""hi""","two\nlines","cr\r",',
    );
  });
});
