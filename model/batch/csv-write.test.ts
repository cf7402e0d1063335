import { describe, expect, it } from "vitest";

import { csvLine } from "./csv-write";

describe("csvLine", () => {
  it("quotes only the cells that need it, doubling their quotes", () => {
    expect(csvLine(["plain", 42, "a,b", 'say "hi"', "two\nlines", "cr\r", ""])).toBe(
      'plain,42,"a,b","say ""hi""","two\nlines","cr\r",',
    );
  });

  it("neutralises text cells that a spreadsheet would run as a formula, and keeps numbers as numbers", () => {
    expect(csvLine(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx", "a=b", -5, 0.5])).toBe(
      `'=1+1,'+SUM(A1),'-2+3,'@cmd,'\tx,"'\rx",a=b,-5,0.5`,
    );
  });
});
