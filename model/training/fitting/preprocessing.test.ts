import { describe, expect, it } from "vitest";

import type { DatasetFields } from "../../fields";
import { featureRow } from "../../trained/features";
import { fitPreprocessing, impute } from "./preprocessing";

const ROWS: DatasetFields[] = [
  // log1p of the amounts in units of ln 10: income 999 → 3, loan 99 → 2.
  {
    Gender: "Male",
    Married: "Yes",
    Income: 999,
    LoanAmount: 99,
    Credit_History: 1,
    Education: "Graduate",
    Property_Area: "Urban",
    Self_Employed: "No",
  },
  {
    Gender: "Female",
    Married: "No",
    Income: 99,
    LoanAmount: null,
    Credit_History: null,
    Education: "Not Graduate",
    Property_Area: "Rural",
    Self_Employed: null,
  },
  {
    Gender: "Male",
    Married: null,
    Income: 9999,
    LoanAmount: 9,
    Credit_History: 0,
    Education: "Graduate",
    Property_Area: "Urban",
    Self_Employed: "Yes",
  },
  {
    Gender: null,
    Married: "Yes",
    Income: 0,
    LoanAmount: 999,
    Credit_History: 1,
    Education: "Graduate",
    Property_Area: "Semiurban",
    Self_Employed: "No",
  },
];

describe("fitPreprocessing", () => {
  const { imputation, columns } = fitPreprocessing(ROWS, "all-fields");

  it("imputes the median loan and the most frequent credit history and categories", () => {
    // Incomes 0, 99, 999, 9999 → median (99 + 999) / 2. Loans known: 99, 9, 999 → 99. Credit 1, 0, 1 → 1.
    // Male 2 : 1, Yes 2 : 1, Urban 2 : 1 : 1, No 2 : 1.
    expect(imputation).toEqual({
      Gender: "Male",
      Married: "Yes",
      Income: 549,
      LoanAmount: 99,
      Credit_History: 1,
      Education: "Graduate",
      Property_Area: "Urban",
      Self_Employed: "No",
    });
  });

  it("builds one column per amount, Credit_History and category, in the variant's field order (the form's)", () => {
    expect(columns.map((column) => column.feature)).toEqual([
      "Gender=Male",
      "Gender=Female",
      "log1p(Income)",
      "Married=Yes",
      "Married=No",
      "log1p(LoanAmount)",
      "Credit_History",
      "Education=Graduate",
      "Education=Not Graduate",
      "Property_Area=Urban",
      "Property_Area=Semiurban",
      "Property_Area=Rural",
      "Self_Employed=Yes",
      "Self_Employed=No",
    ]);
  });

  it("standardises log1p of the amounts on the imputed rows (population sd)", () => {
    const ln10 = Math.log(10);
    // Incomes 3, 2, 4, 0 (× ln 10): mean 2.25, variance 8.75 / 4. Loans 2, 2 (imputed), 1, 3: mean 2, variance 0.5.
    const income = columns.find((column) => column.feature === "log1p(Income)");
    const loan = columns.find((column) => column.feature === "log1p(LoanAmount)");
    expect(income?.center).toBeCloseTo(2.25 * ln10, 12);
    expect(income?.scale).toBeCloseTo(Math.sqrt(8.75 / 4) * ln10, 12);
    expect(loan?.center).toBeCloseTo(2 * ln10, 12);
    expect(loan?.scale).toBeCloseTo(Math.sqrt(0.5) * ln10, 12);
  });

  it("centres the 0/1 columns on their share of the imputed rows without scaling them", () => {
    const centres = Object.fromEntries(columns.map((column) => [column.feature, [column.center, column.scale]]));
    expect(centres["Gender=Male"]).toEqual([0.75, 1]);
    expect(centres["Married=No"]).toEqual([0.25, 1]);
    expect(centres.Credit_History).toEqual([0.75, 1]);
    expect(centres["Property_Area=Urban"]).toEqual([0.5, 1]);
    expect(centres["Self_Employed=Yes"]).toEqual([0.25, 1]);
  });

  it("leaves Gender and Married out of the variant without them", () => {
    const fair = fitPreprocessing(ROWS, "without-gender-married");
    expect(Object.keys(fair.imputation)).toEqual([
      "Income",
      "LoanAmount",
      "Credit_History",
      "Education",
      "Property_Area",
      "Self_Employed",
    ]);
    expect(fair.columns.some((column) => column.field === "Gender" || column.field === "Married")).toBe(false);
  });
});

describe("featureRow", () => {
  it("centres and scales an input with the fitted columns", () => {
    const { columns } = fitPreprocessing(ROWS, "all-fields");
    const x = featureRow(columns, {
      Gender: "Female",
      Married: "Yes",
      Income: 99, // 2 × ln 10: (2 − 2.25) / √(8.75 / 4)
      LoanAmount: 999, // 3 × ln 10: (3 − 2) / √0.5
      Credit_History: 0,
      Education: "Not Graduate",
      Property_Area: "Rural",
      Self_Employed: "Yes",
    });
    expect(x.map((value) => Number(value.toFixed(6)))).toEqual([
      -0.75,
      0.75,
      Number((-0.25 / Math.sqrt(8.75 / 4)).toFixed(6)),
      0.25,
      -0.25,
      Number((1 / Math.sqrt(0.5)).toFixed(6)),
      -0.75,
      -0.75,
      0.75,
      -0.5,
      -0.25,
      0.75,
      0.75,
      -0.75,
    ]);
  });
});

describe("impute", () => {
  it("fills only the empty cells", () => {
    const filled = impute(ROWS[1] as DatasetFields, { LoanAmount: 128, Credit_History: 1, Self_Employed: "No" });
    expect(filled).toMatchObject({
      Gender: "Female",
      Income: 99,
      LoanAmount: 128,
      Credit_History: 1,
      Self_Employed: "No",
    });
  });
});
