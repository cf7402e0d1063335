import { describe, expect, it } from "vitest";

import { approvalProbability } from "../../scorecard/calibration";
import { fitCalibration, type LabelledScore } from "./calibration";

function group(score: number, approved: number, refused: number): LabelledScore[] {
  return [
    ...Array.from({ length: approved }, () => ({ score, approved: true })),
    ...Array.from({ length: refused }, () => ({ score, approved: false })),
  ];
}

describe("fitCalibration", () => {
  it("recovers the exact curve through two groups' approval rates", () => {
    // 1 of 4 approved at score 0 and 3 of 4 at score 10: the fit passes through 1/4 and 3/4 exactly.
    const fitted = fitCalibration([...group(0, 1, 3), ...group(10, 3, 1)]);
    expect(fitted.method).toBe("logistic");
    expect(fitted.intercept).toBeCloseTo(-Math.log(3), 9);
    expect(fitted.slope).toBeCloseTo((2 * Math.log(3)) / 10, 9);
  });

  it("satisfies the maximum-likelihood equations on uneven data", () => {
    const points = [
      ...group(20, 1, 4),
      ...group(45, 2, 3),
      ...group(60, 5, 2),
      ...group(90, 9, 1),
      ...group(100, 3, 2),
    ];
    const fitted = fitCalibration(points);
    const residuals = points.map((point) => (point.approved ? 1 : 0) - approvalProbability(point.score, fitted));
    expect(residuals.reduce((sum, r) => sum + r, 0)).toBeCloseTo(0, 9);
    expect(residuals.reduce((sum, r, i) => sum + r * (points[i]?.score ?? 0), 0)).toBeCloseTo(0, 7);
    expect(fitted.slope).toBeGreaterThan(0);
  });

  it("gives the same answer for the same points, whatever their order", () => {
    const points = [...group(30, 1, 3), ...group(70, 4, 2), ...group(95, 6, 1)];
    expect(fitCalibration(points)).toEqual(fitCalibration(points));
    const reversed = fitCalibration([...points].reverse());
    expect(reversed.slope).toBeCloseTo(fitCalibration(points).slope, 10);
  });

  it.each([
    ["all approved", group(50, 3, 0)],
    ["all refused", [...group(40, 0, 2), ...group(60, 0, 2)]],
    ["every score alike", group(50, 2, 2)],
    ["classes separated by score", [...group(30, 0, 3), ...group(70, 3, 0)]],
  ])("refuses data with no finite fit: %s", (_name, points) => {
    expect(() => fitCalibration(points)).toThrow();
  });
});
