import { describe, expect, it } from "vitest";

import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";

import { INITIAL_FORM } from "../form-state";
import { shareQuery } from "./share-link";

const GOLDEN_QUERY =
  "Gender=Female&Age=34&Income=5400&Married=Yes&LoanAmount=210&Credit_History=1&Education=Graduate&Property_Area=Semiurban&Self_Employed=No";

describe("shareQuery", () => {
  it("is empty for the untouched form, so its link is the bare page", () => {
    expect(shareQuery(INITIAL_FORM, false)).toBe("");
  });

  it("writes every field of a complete application, in form order, under the schema's names", () => {
    expect(shareQuery(GOLDEN_APPLICATION, false)).toBe(GOLDEN_QUERY);
  });

  it("adds predicted=1 while a verdict is shown", () => {
    expect(shareQuery(GOLDEN_APPLICATION, true)).toBe(`${GOLDEN_QUERY}&predicted=1`);
  });

  it("leaves out fields still at their starting value, and encodes spaces", () => {
    const form = { ...INITIAL_FORM, Education: "Not Graduate", Age: 0, Income: 2500 } as const;
    expect(shareQuery(form, false)).toBe("Income=2500&Education=Not+Graduate");
    expect(shareQuery({ ...INITIAL_FORM, Credit_History: 1 }, false)).toBe("Credit_History=1");
  });
});
