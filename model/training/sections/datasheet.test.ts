import { describe, expect, it } from "vitest";

import { datasheetStats } from "./datasheet";

const HEADER =
  "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount," +
  "Loan_Amount_Term,Credit_History,Property_Area,Loan_Status";
// Five rows: two with an empty cell (row 2: Gender and LoanAmount; row 4: Credit_History), three approved.
const CSV = [
  HEADER,
  "LP1,Male,Yes,0,Graduate,No,5000,0,100,360,1,Urban,Y",
  "LP2,,No,1,Not Graduate,No,3000,1500,,360,0,Rural,N",
  "LP3,Female,No,0,Graduate,Yes,4000,0,120,180,1,Urban,Y",
  "LP4,Male,Yes,3+,Graduate,No,8000,2000,200,360,,Semiurban,Y",
  "LP5,Female,Yes,0,Graduate,No,2000,0,80,360,1,Rural,N",
].join("\r\n");

describe("datasheetStats", () => {
  const stats = datasheetStats(`${CSV}\r\n`);

  it("counts rows, labels, and the empty cells of each column", () => {
    expect(stats.rows).toBe(5);
    expect(stats.columns).toHaveLength(13);
    expect(stats.label).toEqual({ approved: 3, refused: 2 });
    expect(stats.rowsWithAnEmptyCell).toBe(2);
    expect(stats.emptyCells.filter((column) => column.rows > 0)).toEqual([
      { column: "Gender", rows: 1 },
      { column: "LoanAmount", rows: 1 },
      { column: "Credit_History", rows: 1 },
    ]);
  });

  it("counts each value of a category with its approvals, empty cells last", () => {
    expect(stats.values.find((entry) => entry.column === "Gender")?.counts).toEqual([
      { value: "Male", rows: 2, approved: 2 },
      { value: "Female", rows: 2, approved: 1 },
      { value: null, rows: 1, approved: 0 },
    ]);
    expect(stats.values.find((entry) => entry.column === "Dependents")?.counts).toEqual([
      { value: "0", rows: 3, approved: 2 },
      { value: "1", rows: 1, approved: 0 },
      { value: "3+", rows: 1, approved: 1 },
    ]);
  });

  it("summarises the amounts that are there", () => {
    expect(stats.numeric.find((entry) => entry.column === "ApplicantIncome")).toEqual({
      column: "ApplicantIncome",
      cells: 5,
      min: 2000,
      median: 4000,
      max: 8000,
    });
    // 80, 100, 120, 200 (one empty): the median of an even count is the mean of the middle two.
    expect(stats.numeric.find((entry) => entry.column === "LoanAmount")).toMatchObject({ cells: 4, median: 110 });
  });

  it("refuses a malformed file", () => {
    expect(() => datasheetStats(`${HEADER}\r\nLP1,Male,Yes,0\r\n`)).toThrow(/Line 2/);
  });
});
