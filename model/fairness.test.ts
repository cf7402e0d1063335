import { describe, expect, it } from "vitest";
import { equalOpportunityDifference, groupRates, parityRatio } from "./fairness";

const OUTCOMES = [
  { group: "A", actual: true, predicted: true },
  { group: "A", actual: true, predicted: false },
  { group: "A", actual: false, predicted: true },
  { group: "A", actual: false, predicted: false },
  { group: "B", actual: true, predicted: true },
  { group: "B", actual: false, predicted: true },
];

describe("fairness measures", () => {
  const rates = groupRates(OUTCOMES, ["A", "B"]);

  it("gives each group's approval rate and true-positive rate", () => {
    // A approves 2 of 4 and 1 of its 2 approved-in-data rows; B approves both rows, its 1 approved-in-data row too.
    expect(rates).toEqual([
      { group: "A", rows: 4, approvalRate: 0.5, truePositiveRate: 0.5 },
      { group: "B", rows: 2, approvalRate: 1, truePositiveRate: 1 },
    ]);
  });

  it("divides the lowest approval rate by the highest and subtracts the true-positive rates", () => {
    expect(parityRatio(rates)).toBe(0.5);
    expect(equalOpportunityDifference(rates)).toBe(0.5);
  });

  it("is parity when nobody is approved", () => {
    const none = groupRates(
      OUTCOMES.map((outcome) => ({ ...outcome, predicted: false })),
      ["A", "B"],
    );
    expect(parityRatio(none)).toBe(1);
    expect(equalOpportunityDifference(none)).toBe(0);
  });

  it("refuses a group without an approved-in-data row", () => {
    expect(() => groupRates(OUTCOMES, ["A", "C"])).toThrow(/"C"/);
  });
});
