import { describe, expect, it } from "vitest";

import { GOLDEN_APPLICATION, GOLDEN_VERDICTS } from "#tests/support/loan/golden-application";

import { sampleResponse } from "./api-example";

describe("sampleResponse", () => {
  it("shows the scorecard's own answer, each rule on one line", () => {
    const text = sampleResponse("scorecard", GOLDEN_APPLICATION);
    expect(JSON.parse(text)).toMatchObject(GOLDEN_VERDICTS.scorecard);
    expect(text).toContain(`{ "rule": "credit_history", "label": `);
    expect(text).toMatch(/"points": 40, "maxPoints": 40 \},\n/);
  });

  it("shows the trained model's own answer, each field on one line", () => {
    const text = sampleResponse("trained", GOLDEN_APPLICATION);
    const answer = JSON.parse(text);
    expect(answer).toMatchObject(GOLDEN_VERDICTS.trained);
    // The served variant reads six fields: neither Gender nor Married (nor Age, which the dataset lacks).
    expect(answer.contributions.map((contribution: { field: string }) => contribution.field)).toEqual([
      "Income",
      "LoanAmount",
      "Credit_History",
      "Education",
      "Property_Area",
      "Self_Employed",
    ]);
    expect(text).toMatch(/\{ "field": "Credit_History", "logOdds": -?\d+(\.\d+)? \}/);
  });
});
