import { describe, expect, it } from "vitest";

import { servingCard } from "../card/serving-card";
import { approvalProbability } from "./calibration";

describe("approvalProbability", () => {
  it("is 1/2 where intercept + slope × score is 0, and follows the logistic curve", () => {
    const calibration = { method: "logistic", intercept: -4, slope: 0.08 } as const;
    expect(approvalProbability(50, calibration)).toBe(0.5);
    expect(approvalProbability(0, calibration)).toBeCloseTo(1 / (1 + Math.exp(4)), 12);
  });
});

describe("the committed model card's calibration", () => {
  it("rises with the score: positive slope, monotone over 0..100", () => {
    const { calibration } = servingCard;
    expect(calibration.slope).toBeGreaterThan(0);
    const curve = Array.from({ length: 101 }, (_, score) => approvalProbability(score, calibration));
    curve.slice(1).forEach((probability, i) => expect(probability).toBeGreaterThan(curve[i] ?? 1));
    expect(curve[0]).toBeGreaterThan(0);
    expect(curve[100]).toBeLessThan(1);
  });
});
