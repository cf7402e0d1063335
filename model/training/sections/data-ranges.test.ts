import { describe, expect, it } from "vitest";

import { servingCard } from "../../card/serving-card";
import { parseLoanRows } from "../dataset";
import { dataRanges } from "./data-ranges";

const HEADER =
  "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount,Loan_Amount_Term,Credit_History,Property_Area,Loan_Status";

describe("dataRanges", () => {
  it("takes the highest income and the smallest loan, skipping empty cells", () => {
    const rows = parseLoanRows(
      [
        HEADER,
        "LP1,Male,Yes,0,Graduate,No,5849,99999,,360,1,Urban,Y",
        "LP2,Male,Yes,1,Graduate,No,4583,1508,128,360,1,Rural,N",
        "LP3,Female,No,0,Graduate,Yes,3000,0,66,360,1,Urban,Y",
      ].join("\n"),
    );
    // The coapplicant's 99,999 is not the form's income; LP1's empty loan is not a loan of 0.
    expect(dataRanges(rows)).toEqual({ maxIncome: 5849, minLoanAmount: 66 });
  });

  it("is in the served card as measured on the dataset", () => {
    // The file's highest ApplicantIncome and smallest LoanAmount, checked with Python's csv module.
    expect(servingCard.dataRanges).toEqual({ maxIncome: 81_000, minLoanAmount: 9 });
  });
});
