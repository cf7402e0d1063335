import { describe, expect, test } from "vitest";

import { CHOICE_FIELDS, LOAN_CHOICES, LOAN_FIELDS } from "./fields";
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
