import { describe, expect, it } from "vitest";

import { CHOICE_FIELDS } from "#model/schema";

import { fieldFromText, INITIAL_FORM, missingChoices } from "./form-state";

describe("the initial form", () => {
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

describe("fieldFromText", () => {
  it("reads each control's value as its field holds it: a choice as it is, a count whole, the credit history 1 or 0", () => {
    expect(fieldFromText("Gender", "Female")).toBe("Female");
    expect(fieldFromText("Property_Area", "")).toBe("");
    expect(fieldFromText("Income", "5400")).toBe(5400);
    expect(fieldFromText("Age", "")).toBe(0);
    expect(fieldFromText("Credit_History", "1")).toBe(1);
    expect(fieldFromText("Credit_History", "0")).toBe(0);
  });
});
