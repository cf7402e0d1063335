import { describe, expect, it } from "vitest";

import { csvLine } from "./csv-write";
import { BatchRowLimitError, parseLargeBatchCsv } from "./parse-large";
import {
  FORM_CSV_HEADER as FORM_HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as GOLDEN_ROW,
} from "../../tests/support/golden-application";

const EMPTY_INCOME_ROW = "Female,34,,Yes,210,1,Graduate,Semiurban,No";

describe("csvLine", () => {
  it("quotes only the cells that need it, doubling their quotes", () => {
    expect(csvLine(["plain", 42, "a,b", 'say "hi"', "two\nlines", "cr\r", ""])).toBe(
      'plain,42,"a,b","say ""hi""","two\nlines","cr\r",',
    );
  });
});

describe("parseLargeBatchCsv", () => {
  it("reads past the API's 10,000 rows, in chunks, numbering rows across the whole file", () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => (index === 10_000 ? EMPTY_INCOME_ROW : GOLDEN_ROW));
    const batch = parseLargeBatchCsv([FORM_HEADER, ...rows].join("\n"), 20_000, 4_000);
    expect(batch.columns).toBe("form");
    expect(batch.total).toBe(10_001);
    const chunks = [...batch.chunks()];
    expect(chunks.map((chunk) => chunk.length)).toEqual([4_000, 4_000, 2_001]);
    expect(chunks[1]![0]).toEqual({ row: 4_001, application: GOLDEN_APPLICATION });
    expect(chunks[2]!.at(-1)).toEqual({ row: 10_001, reason: "Income is empty" });
  });

  it("reads the dataset's columns, quoted cells and CRLF line ends as parseBatchCsv does", () => {
    const text = [
      "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount,Loan_Amount_Term,Credit_History,Property_Area,Loan_Status",
      '"LP,1",Female,Yes,0,Graduate,No,5400,0,210,360,1,Semiurban,Y',
      '"LP ""2""",Female,Yes,0,Graduate,No,5400,0,210,360,,Semiurban,Y',
    ].join("\r\n");
    const batch = parseLargeBatchCsv(text, 10, 1);
    expect(batch.columns).toBe("dataset");
    expect([...batch.chunks()]).toEqual([
      [{ row: 1, application: { ...GOLDEN_APPLICATION, Age: 35 } }],
      [{ row: 2, reason: "Credit_History is empty" }],
    ]);
  });

  it("skips a byte-order mark and blank lines, and takes CRLF, in a file without quotes too", () => {
    const text = `\uFEFF${FORM_HEADER}\r\n\r\n${GOLDEN_ROW}\r\n\n${EMPTY_INCOME_ROW}\r\n`;
    const batch = parseLargeBatchCsv(text, 10);
    expect(batch.total).toBe(2);
    expect([...batch.chunks()]).toEqual([
      [
        { row: 1, application: GOLDEN_APPLICATION },
        { row: 2, reason: "Income is empty" },
      ],
    ]);
  });

  it("refuses a file past the row limit before reading any row, saying how many it has", () => {
    const text = [FORM_HEADER, GOLDEN_ROW, GOLDEN_ROW, GOLDEN_ROW].join("\n");
    expect(() => parseLargeBatchCsv(text, 2)).toThrow(BatchRowLimitError);
    expect(() => parseLargeBatchCsv(text, 2)).toThrow("The file has 3 rows; at most 2 are scored at once here.");
    expect(parseLargeBatchCsv(text, 3).total).toBe(3);
  });

  it("gives the parser's own messages for an empty file, a wrong header and an open quote", () => {
    expect(() => parseLargeBatchCsv("", 10)).toThrow("The file is empty.");
    expect(() => parseLargeBatchCsv("\n\n", 10)).toThrow("The file is empty.");
    expect(() => parseLargeBatchCsv("Gender,Age\nMale,30\n", 10)).toThrow(/^The header lacks Income, Married/);
    expect(() => parseLargeBatchCsv(`${FORM_HEADER}\n${GOLDEN_ROW}\n"open`, 10)).toThrow(
      "Line 3: a quoted field is never closed.",
    );
  });
});
