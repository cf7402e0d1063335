import { describe, expect, it } from "vitest";

import { formatDecimal, formatInteger, formatPercent, formatProbability, roundsToZero } from "./format";

describe("formatPercent", () => {
  it("rounds a share to whole or tenths of percents", () => {
    expect(formatPercent(0.8312)).toBe("83%");
    expect(formatPercent(0.7535, 1)).toBe("75.4%");
    expect(formatPercent(1, 1)).toBe("100.0%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("rounds half-way shares up, as they are written rather than as binary fractions", () => {
    // 0.285 * 100 is 28.499999999999996, and 0.4305 * 1000 is 430.49999999999994.
    expect(formatPercent(0.285)).toBe("29%");
    expect(formatPercent(0.4305, 1)).toBe("43.1%");
    expect(formatPercent(1e-7, 2)).toBe("0.00%");
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

describe("formatInteger", () => {
  it("groups thousands with commas, as en-GB writes them", () => {
    expect(formatInteger(0)).toBe("0");
    expect(formatInteger(999)).toBe("999");
    expect(formatInteger(4001)).toBe("4,001");
    expect(formatInteger(1_000_000_000)).toBe("1,000,000,000");
    expect(formatInteger(-12345)).toBe("-12,345");
  });
});

describe("formatDecimal", () => {
  it("rounds half-way figures up, as written", () => {
    expect(formatDecimal(0.7585)).toBe("0.759");
    expect(formatDecimal(0.1541)).toBe("0.154");
    expect(formatDecimal(1)).toBe("1.000");
    expect(formatDecimal(0.0045, 2)).toBe("0.00");
    expect(formatDecimal(0.005, 2)).toBe("0.01");
  });
});

describe("roundsToZero", () => {
  it("tells a figure that shows as zero at so many decimals", () => {
    expect(roundsToZero(0.0004, 3)).toBe(true);
    expect(roundsToZero(-0.0004, 3)).toBe(true);
    expect(roundsToZero(0.0005, 3)).toBe(false);
    expect(roundsToZero(0.04, 1)).toBe(true);
  });
});
