import { describe, expect, it } from "vitest";

import { ASSUMED_AGE } from "../fields";
import { parseLoanDataset, parseLoanRows, readCsvRows } from "./dataset";

const HEADER =
  "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount," +
  "Loan_Amount_Term,Credit_History,Property_Area,Loan_Status";

function csv(...rows: string[]): string {
  return [HEADER, ...rows].map((line) => `${line}\r\n`).join("");
}

describe("readCsvRows", () => {
  it("splits CRLF and LF lines, keeps empty cells and ignores the final line break", () => {
    expect(readCsvRows("a,b,c\r\n1,,3\r\n")).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "", "3"] },
    ]);
    expect(readCsvRows("a,b\n,")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["", ""] },
    ]);
  });

  it("reads a quoted cell as one, its doubled quote as one quote, and skips blank lines", () => {
    expect(readCsvRows('a,b\r\n\r\n"x,""y""",1\r\n')).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ['x,"y"', "1"] },
    ]);
  });

  it("refuses a line it would not read whole, naming it", () => {
    expect(() => readCsvRows(`a,b\n${"x".repeat(2000)}\n`)).toThrow(/^Line 2: the line is 2000 characters long/);
    expect(() => readCsvRows('a,b\n"x,1\n')).toThrow(/Line 2: a quoted field is never closed/);
  });
});

describe("parseLoanDataset", () => {
  it("maps a complete row onto a loan application", () => {
    const dataset = parseLoanDataset(csv("LP001003,Male,Yes,1,Graduate,No,4583,1508,128,360,1,Rural,N"));
    expect(dataset).toEqual({
      rows: 1,
      excluded: [],
      records: [
        {
          id: "LP001003",
          approved: false,
          application: {
            Gender: "Male",
            Age: ASSUMED_AGE,
            Income: 4583,
            Married: "Yes",
            LoanAmount: 128,
            Credit_History: 1,
            Education: "Graduate",
            Property_Area: "Rural",
            Self_Employed: "No",
          },
        },
      ],
    });
  });

  it("reads columns by name, whatever their order", () => {
    const reordered =
      "Loan_Status,Credit_History,Loan_ID,Gender,Married,Dependents,Education,Self_Employed," +
      "ApplicantIncome,CoapplicantIncome,LoanAmount,Loan_Amount_Term,Property_Area\n" +
      "Y,0,LP1,Female,No,3+,Not Graduate,Yes,2500,0,0,,Semiurban\n";
    const [record] = parseLoanDataset(reordered).records;
    expect(record?.approved).toBe(true);
    expect(record?.application).toMatchObject({ Credit_History: 0, Income: 2500, LoanAmount: 0, Gender: "Female" });
  });

  it("excludes rows with an empty required cell, counting each once under its first empty column", () => {
    const dataset = parseLoanDataset(
      csv(
        "LP1,Male,Yes,0,Graduate,No,5849,0,,360,1,Urban,Y", // LoanAmount
        "LP2,Male,Yes,0,Graduate,No,5849,0,100,360,,Urban,Y", // Credit_History
        "LP3,,,0,Graduate,,5849,0,,360,,Urban,N", // Credit_History first, though four cells are empty
        "LP4,,Yes,0,Graduate,No,5849,0,100,360,1,Urban,N", // Gender
        "LP5,Male,No,,Graduate,Yes,5849,,100,,0,Urban,N", // Dependents, CoapplicantIncome, term: not needed
        "LP6,Female,,0,Graduate,No,5849,0,100,360,1,Urban,Y", // Married
      ),
    );
    expect(dataset.rows).toBe(6);
    expect(dataset.records.map((record) => record.id)).toEqual(["LP5"]);
    expect(dataset.excluded).toEqual([
      { reason: "missing Credit_History", rows: 2 },
      { reason: "missing LoanAmount", rows: 1 },
      { reason: "missing Married", rows: 1 },
      { reason: "missing Gender", rows: 1 },
    ]);
  });

  it.each([
    ["a missing column", "Loan_ID,Gender\r\nLP1,Male\r\n", /lacks the column/],
    ["a short row", csv("LP1,Male,Yes,0,Graduate,No,5849,0,100,360,1,Urban"), /Line 2: 12 cells, expected 13/],
    ["an unknown label", csv("LP1,Male,Yes,0,Graduate,No,5849,0,100,360,1,Urban,Maybe"), /Loan_Status "Maybe"/],
    ["a decimal income", csv("LP1,Male,Yes,0,Graduate,No,58.5,0,100,360,1,Urban,Y"), /ApplicantIncome "58.5"/],
    ["a credit history of 2", csv("LP1,Male,Yes,0,Graduate,No,5849,0,100,360,2,Urban,Y"), /Credit_History "2"/],
    ["an unknown area", csv("LP1,Male,Yes,0,Graduate,No,5849,0,100,360,1,Downtown,Y"), /Line 2/],
    ["an empty file", "", /empty/],
  ])("throws on %s", (_name, text, message) => {
    expect(() => parseLoanDataset(text)).toThrow(message);
  });
});

describe("parseLoanRows", () => {
  it("keeps every labelled row, empty cells as null, for the trained model to impute", () => {
    const rows = parseLoanRows(
      csv("LP1,Male,Yes,0,Graduate,No,5849,0,,360,1,Urban,Y", "LP2,,,,Not Graduate,,150,,9,,,Rural,N"),
    );
    expect(rows).toEqual([
      {
        id: "LP1",
        approved: true,
        fields: {
          Gender: "Male",
          Income: 5849,
          Married: "Yes",
          LoanAmount: null,
          Credit_History: 1,
          Education: "Graduate",
          Property_Area: "Urban",
          Self_Employed: "No",
        },
        other: { CoapplicantIncome: 0, Loan_Amount_Term: 360, Dependents: "0" },
      },
      {
        id: "LP2",
        approved: false,
        fields: {
          Gender: null,
          Income: 150,
          Married: null,
          LoanAmount: 9,
          Credit_History: null,
          Education: "Not Graduate",
          Property_Area: "Rural",
          Self_Employed: null,
        },
        other: { CoapplicantIncome: null, Loan_Amount_Term: null, Dependents: null },
      },
    ]);
  });

  it("checks the cells of incomplete rows too", () => {
    expect(() => parseLoanRows(csv("LP1,Man,Yes,0,Graduate,No,5849,0,,360,1,Urban,Y"))).toThrow(
      /Line 2: Gender "Man" is not one of Male, Female/,
    );
  });
});
