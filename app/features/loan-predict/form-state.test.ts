import { describe, expect, it } from "vitest";

import { CHOICE_FIELDS } from "#model/schema";

import { INITIAL_FORM, missingChoices } from "./form-state";

describe("the initial form (spec section 3)", () => {
  it("starts every choice unchosen and every number at 0", () => {
    expect(INITIAL_FORM).toEqual({
      Gender: "",
      Age: 0,
      Income: 0,
      Married: "",
      LoanAmount: 0,
      Credit_History: 0,
      Education: "",
      Property_Area: "",
      Self_Employed: "",
    });
  });

  it("reports all five choices missing until they are chosen", () => {
    expect(missingChoices(INITIAL_FORM)).toEqual([...CHOICE_FIELDS]);
    const chosen = {
      ...INITIAL_FORM,
      Gender: "Male",
      Married: "No",
      Education: "Graduate",
      Property_Area: "Rural",
    } as const;
    expect(missingChoices(chosen)).toEqual(["Self_Employed"]);
    expect(missingChoices({ ...chosen, Self_Employed: "No" })).toEqual([]);
  });
});
