import { describe, expect, test } from "vitest";

import { CHOICE_FIELDS, DATASET_COLUMN_OF, LOAN_CHOICES, LOAN_FIELDS } from "./fields";
import { LoanApplicationSchema } from "./schema";

describe("the plain field lists match the zod schema", () => {
  test("LOAN_FIELDS lists exactly the schema's fields, in order", () => {
    expect([...LOAN_FIELDS]).toEqual(Object.keys(LoanApplicationSchema.shape));
  });

  test("every choice field offers exactly the schema's options", () => {
    for (const field of CHOICE_FIELDS) {
      expect([...LOAN_CHOICES[field]]).toEqual(LoanApplicationSchema.shape[field].options);
    }
    expect(CHOICE_FIELDS).toEqual(["Gender", "Married", "Education", "Property_Area", "Self_Employed"]);
  });
});

describe("what derives from the fields' definition", () => {
  test("the dataset's columns, in form order, without Age", () => {
    expect(DATASET_COLUMN_OF).toEqual({
      Gender: "Gender",
      Income: "ApplicantIncome",
      Married: "Married",
      LoanAmount: "LoanAmount",
      Credit_History: "Credit_History",
      Education: "Education",
      Property_Area: "Property_Area",
      Self_Employed: "Self_Employed",
    });
    expect(Object.keys(DATASET_COLUMN_OF)).toEqual(LOAN_FIELDS.filter((field) => field !== "Age"));
  });

  test("the schema's bounds and Credit_History's two values", () => {
    expect(LoanApplicationSchema.shape.Age.safeParse(150).success).toBe(true);
    expect(LoanApplicationSchema.shape.Age.safeParse(151).success).toBe(false);
    expect(LoanApplicationSchema.shape.Income.safeParse(1_000_000_000).success).toBe(true);
    expect(LoanApplicationSchema.shape.LoanAmount.safeParse(-1).success).toBe(false);
    expect(LoanApplicationSchema.shape.Income.safeParse(1.5).success).toBe(false);
    expect(LoanApplicationSchema.shape.Credit_History.safeParse(1).success).toBe(true);
    expect(LoanApplicationSchema.shape.Credit_History.safeParse(2).success).toBe(false);
  });
});
