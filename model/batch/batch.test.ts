import { describe, expect, it } from "vitest";

import {
  FORM_CSV_HEADER as FORM_HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as EXAMPLE_ROW,
  GOLDEN_VERDICTS,
} from "#tests/support/loan/golden-application";

import { csvRecords, recordCells } from "./csv";
import { BATCH_MAX_ROWS } from "./limits";
import { type BatchReader, readBatchCsv, readBatchNdjson } from "./parse";
import { scoreBatchInput } from "./score";

/** Every row of a batch at once. */
const readAll = ({ columns, inputs }: BatchReader) => ({ columns, inputs: [...inputs()] });
const parseBatchCsv = (text: string) => readAll(readBatchCsv(text));
const parseBatchNdjson = (text: string) => readAll(readBatchNdjson(text));

describe("csvRecords", () => {
  it("reads quoted fields, doubled quotes, CRLF and LF, and skips blank lines and a BOM", () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"multi\nline",2\r\n';
    const read = csvRecords(text).records.map((record) =>
      record.problem === undefined ? { line: record.line, cells: recordCells(record) } : record,
    );
    expect(read).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 4, cells: ["multi\nline", "2"] },
    ]);
  });

  it("names the line of a quote left open", () => {
    expect(() => csvRecords('a\n"open,1\n')).toThrow(/Line 2: a quoted field is never closed/);
  });
});

describe("readBatchCsv", () => {
  it("reads the form's columns in any order, ignoring extra ones", () => {
    const text = `Note,${FORM_HEADER}\nhello,${EXAMPLE_ROW}\n`;
    const { columns, inputs } = parseBatchCsv(text);
    expect(columns).toBe("form");
    expect(inputs).toEqual([
      {
        row: 1,
        application: GOLDEN_APPLICATION,
      },
    ]);
  });

  it("keeps each row that cannot be scored, with its number and the reason", () => {
    const text = [
      FORM_HEADER,
      EXAMPLE_ROW,
      "Female,34,,Yes,210,1,Graduate,Semiurban,No",
      "Other,34,5400,Yes,210,1,Graduate,Semiurban,No",
      "Female,34,54.5,Yes,210,1,Graduate,Semiurban,No",
    ].join("\n");
    const { inputs } = parseBatchCsv(text);
    expect(inputs.map((input) => ("reason" in input ? [input.row, input.reason] : [input.row, "ok"]))).toEqual([
      [1, "ok"],
      [2, "Income is empty"],
      [3, expect.stringMatching(/^Gender: "Other" is not accepted/)],
      [4, expect.stringMatching(/^Income: "54\.5" is not accepted/)],
    ]);
  });

  it("reads the public dataset's columns, scoring every row as age 35 as the model card does", () => {
    const text = [
      "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount,Loan_Amount_Term,Credit_History,Property_Area,Loan_Status",
      "LP001002,Male,No,0,Graduate,No,5849,0,,360,1,Urban,Y",
      "LP001003,Male,Yes,1,Graduate,No,4583,1508,128,360,1,Rural,N",
    ].join("\r\n");
    const { columns, inputs } = parseBatchCsv(text);
    expect(columns).toBe("dataset");
    expect(inputs[0]).toEqual({ row: 1, reason: "LoanAmount is empty" });
    expect(inputs[1]).toMatchObject({
      row: 2,
      application: { Age: 35, Income: 4583, LoanAmount: 128, Married: "Yes" },
    });
  });

  it("refuses a header with neither set of columns, naming what is missing", () => {
    expect(() => parseBatchCsv("Gender,Age\nMale,30\n")).toThrow(/lacks Income, Married/);
    expect(() => parseBatchCsv("")).toThrow(/empty/);
  });

  it(`refuses more than ${BATCH_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: BATCH_MAX_ROWS + 1 }, () => EXAMPLE_ROW);
    expect(() => parseBatchCsv([FORM_HEADER, ...rows].join("\n"))).toThrow(/at most 10000/);
    expect(parseBatchCsv([FORM_HEADER, ...rows.slice(1)].join("\n")).inputs).toHaveLength(BATCH_MAX_ROWS);
  });
});

describe("readBatchNdjson", () => {
  it("reads one application per line, and says what is wrong with the others", () => {
    const good = JSON.stringify(GOLDEN_APPLICATION);
    const { inputs } = parseBatchNdjson(`${good}\n\n{oops\n[1]\n${good.replace('"Age":34', '"Age":"34"')}\n`);
    expect(inputs.map((input) => ("reason" in input ? input.reason : "ok"))).toEqual([
      "ok",
      "not valid JSON",
      "not a JSON object",
      expect.stringMatching(/^Age: "34" is not accepted/),
    ]);
    expect(inputs.map((input) => input.row)).toEqual([1, 2, 3, 4]);
  });
});

describe("scoreBatchInput", () => {
  it("gives both models' answers, as the API does (docs/api.md's example, checked by hand)", () => {
    const [input] = parseBatchCsv(`${FORM_HEADER}\n${EXAMPLE_ROW}\n`).inputs;
    expect(scoreBatchInput(input!)).toEqual({
      row: 1,
      ...GOLDEN_VERDICTS,
    });
    expect(scoreBatchInput({ row: 7, reason: "Income is empty" })).toEqual({ row: 7, error: "Income is empty" });
  });
});
