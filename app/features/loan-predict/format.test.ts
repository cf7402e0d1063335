import { describe, expect, it } from "vitest";

import { formatPercent, formatProbability } from "./format";

describe("formatPercent", () => {
  it("rounds a share to whole or tenths of percents", () => {
    expect(formatPercent(0.8312)).toBe("83%");
    expect(formatPercent(0.7535, 1)).toBe("75.4%");
    expect(formatPercent(1, 1)).toBe("100.0%");
  });
});

describe("formatProbability", () => {
  it("shows whole percents but never claims certainty", () => {
    expect(formatProbability(0.8853)).toBe("89%");
    expect(formatProbability(0.0046)).toBe("<1%");
    expect(formatProbability(0.005)).toBe("1%");
    expect(formatProbability(0.9961)).toBe(">99%");
  });
});
