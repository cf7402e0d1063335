import { describe, expect, it } from "vitest";

import {
  FORM_CSV_HEADER as FORM_HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as GOLDEN_ROW,
} from "#tests/support/loan/golden-application";

import { BatchTooLargeError } from "./batch-lines";
import { readBatchCsv, readBatchNdjson } from "./parse";

const EMPTY_INCOME_ROW = "Female,34,,Yes,210,1,Graduate,Semiurban,No";

describe("readBatchCsv", () => {
  it("counts the rows first, then reads them one at a time, past the API's 10,000 when allowed", () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => (index === 10_000 ? EMPTY_INCOME_ROW : GOLDEN_ROW));
    const batch = readBatchCsv([FORM_HEADER, ...rows].join("\n"), 20_000);
    expect(batch.columns).toBe("form");
    expect(batch.rows).toBe(10_001);
    const inputs = [...batch.inputs()];
    expect(inputs).toHaveLength(10_001);
    expect(inputs[4_000]).toEqual({ row: 4_001, application: GOLDEN_APPLICATION });
    expect(inputs.at(-1)).toEqual({ row: 10_001, reason: "Income is empty" });
  });

  it("reads the dataset's columns with quoted cells and CRLF line ends", () => {
    const text = [
      "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount,Loan_Amount_Term,Credit_History,Property_Area,Loan_Status",
      '"LP,1",Female,Yes,0,Graduate,No,5400,0,210,360,1,Semiurban,Y',
      '"LP ""2""",Female,Yes,0,Graduate,No,5400,0,210,360,,Semiurban,Y',
    ].join("\r\n");
    const batch = readBatchCsv(text);
    expect(batch.columns).toBe("dataset");
    expect(batch.rows).toBe(2);
    expect([...batch.inputs()]).toEqual([
      { row: 1, application: { ...GOLDEN_APPLICATION, Age: 35 } },
      { row: 2, reason: "Credit_History is empty" },
    ]);
  });

  it("skips a byte-order mark and blank lines, and takes CRLF, in a file without quotes too", () => {
    const batch = readBatchCsv(`\uFEFF${FORM_HEADER}\r\n\r\n${GOLDEN_ROW}\r\n\n${EMPTY_INCOME_ROW}\r\n`);
    expect(batch.rows).toBe(2);
    expect([...batch.inputs()]).toEqual([
      { row: 1, application: GOLDEN_APPLICATION },
      { row: 2, reason: "Income is empty" },
    ]);
  });

  it("refuses a file past the row limit before reading any row, saying how many it has", () => {
    const text = [FORM_HEADER, GOLDEN_ROW, GOLDEN_ROW, GOLDEN_ROW].join("\n");
    expect(() => readBatchCsv(text, 2)).toThrow(BatchTooLargeError);
    expect(() => readBatchCsv(text, 2)).toThrow("The batch has 3 rows; at most 2 are scored at once.");
    expect(readBatchCsv(text, 3).rows).toBe(3);
  });

  it("says what is wrong with an empty file, a wrong header and an open quote, before any row", () => {
    expect(() => readBatchCsv("")).toThrow("The file is empty.");
    expect(() => readBatchCsv("\n\n")).toThrow("The file is empty.");
    expect(() => readBatchCsv("Gender,Age\nMale,30\n")).toThrow(/^The header lacks Income, Married/);
    expect(() => readBatchCsv(`${FORM_HEADER}\n${GOLDEN_ROW}\n"open`)).toThrow(
      "Line 3: a quoted field is never closed.",
    );
  });
});

describe("readBatchNdjson", () => {
  it("counts the non-blank lines first and refuses past the limit", () => {
    const line = JSON.stringify(GOLDEN_APPLICATION);
    expect(readBatchNdjson(`${line}\n\n${line}\r\n`).rows).toBe(2);
    expect(() => readBatchNdjson(`${line}\n${line}\n${line}`, 2)).toThrow("The batch has 3 rows; at most 2");
  });
});
