import { describe, expect, it } from "vitest";

import { groupGap, groupRates } from "./group-rates";

// Group A: 4 rows, 2 approved in the data; the verdict approves 2 rows, 1 of them approved in the data.
// Group B: 5 rows, 3 approved in the data; the verdict approves all 5.
const OUTCOMES = [
  { group: "A", actual: true, predicted: true },
  { group: "A", actual: true, predicted: false },
  { group: "A", actual: false, predicted: true },
  { group: "A", actual: false, predicted: false },
  ...[true, true, true, false, false].map((actual) => ({ group: "B", actual, predicted: true })),
];

describe("groupRates", () => {
  const [a, b] = groupRates(OUTCOMES, ["A", "B"]);

  it("counts each group's approvals and its approvals among the rows approved in the data", () => {
    expect(a?.approvalRate).toMatchObject({ count: 2, of: 4, rate: 0.5 });
    expect(a?.truePositiveRate).toMatchObject({ count: 1, of: 2, rate: 0.5 });
    expect(b?.approvalRate).toMatchObject({ count: 5, of: 5, rate: 1 });
    expect(b?.truePositiveRate).toMatchObject({ count: 3, of: 3, rate: 1 });
  });

  it("gives each share its Wilson interval", () => {
    // Wilson, z = 1.959964 (scipy binomtest(...).proportion_ci(method="wilson")): 2/4 → 0.150039–0.849961,
    // 1/2 → 0.094531–0.905469, 5/5 → 0.565518–1, 3/3 → 0.438503–1. By hand for 2/4: centre
    // (0.5 + z²/8) / (1 + z²/4) = 0.5, half-width z / (1 + z²/4) × √(0.25/4 + z²/64) = 0.99981 × 0.35003 = 0.34996.
    expect(a?.approvalRate.low).toBeCloseTo(0.150039, 6);
    expect(a?.approvalRate.high).toBeCloseTo(0.849961, 6);
    expect(a?.truePositiveRate.low).toBeCloseTo(0.094531, 6);
    expect(b?.approvalRate.low).toBeCloseTo(0.565518, 6);
    expect(b?.approvalRate.high).toBe(1);
    expect(b?.truePositiveRate.low).toBeCloseTo(0.438503, 6);
  });

  it("refuses a group without a row approved in the data", () => {
    expect(() => groupRates(OUTCOMES, ["A", "C"])).toThrow(/"C"/);
  });
});

describe("groupGap", () => {
  it("subtracts the second group's shares from the first's, with Newcombe's interval", () => {
    const [a, b] = groupRates(OUTCOMES, ["A", "B"]);
    if (!a || !b) throw new Error("two groups expected");
    const gap = groupGap(a, b);
    // 2/4 − 5/5 = −0.5: low −0.5 − √(0.349961² + 0²) = −0.849961 (B's upper bound is 1),
    // high −0.5 + √(0.349961² + 0.434482²) = −0.5 + 0.557896 = 0.057896.
    expect(gap.approvalRate.difference).toBe(-0.5);
    expect(gap.approvalRate.low).toBeCloseTo(-0.849961, 6);
    expect(gap.approvalRate.high).toBeCloseTo(0.057896, 6);
    // 1/2 − 3/3 = −0.5: low −0.5 − 0.405469 = −0.905469, high −0.5 + √(0.405469² + 0.561497²) = 0.192592.
    expect(gap.truePositiveRate.low).toBeCloseTo(-0.905469, 6);
    expect(gap.truePositiveRate.high).toBeCloseTo(0.192592, 6);
  });
});
