import { describe, expect, it } from "vitest";

import { scoreApplication } from "#model/scorecard/scorecard";

import { costliestRules, maxScore } from "./explain";

const weak = scoreApplication({
  Gender: "Female",
  Age: 70,
  Income: 1000,
  Married: "No",
  LoanAmount: 500,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Semiurban",
  Self_Employed: "No",
});

describe("maxScore", () => {
  it("adds up every rule's maximum (the scorecard's rules total 100 points)", () => {
    expect(maxScore(weak.contributions)).toBe(100);
    expect(maxScore([])).toBe(0);
  });
});

describe("costliestRules", () => {
  it("names the rules that lost the most points, biggest loss first, three at most", () => {
    const rules = costliestRules(weak.contributions);
    expect(rules.map((rule) => rule.rule)).toEqual(["credit_history", "income_to_loan", "married"]);
    expect(costliestRules(weak.contributions, 5).map((rule) => rule.rule)).toEqual([
      "credit_history",
      "income_to_loan",
      "married",
      "age",
      "property_area",
    ]);
  });

  it("never names a rule that gave its full points", () => {
    const full = weak.contributions.map((rule) => ({ ...rule, points: rule.maxPoints }));
    expect(costliestRules(full)).toEqual([]);
  });
});
