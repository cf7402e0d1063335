import { describe, expect, it } from "vitest";

import { sigmoid } from "../../sigmoid";
import { fitLogisticRegression, linearPredictor, solveSymmetric } from "./logistic-regression";

/** `approved` rows and `refused` rows, all with the feature vector x. */
function group(x: number[], approved: number, refused: number) {
  return {
    rows: Array.from({ length: approved + refused }, () => x),
    labels: Array.from({ length: approved + refused }, (_, i) => i < approved),
  };
}

function join(...groups: ReturnType<typeof group>[]) {
  return { rows: groups.flatMap((g) => g.rows), labels: groups.flatMap((g) => g.labels) };
}

describe("solveSymmetric", () => {
  it("solves a 3 × 3 positive-definite system worked by hand", () => {
    // A · (1, −1, 2) = (4 − 2 + 0, 2 − 3 + 2, 0 − 1 + 4) = (2, 1, 3).
    const x = solveSymmetric(
      [
        [4, 2, 0],
        [2, 3, 1],
        [0, 1, 2],
      ],
      [2, 1, 3],
    );
    x.forEach((value, i) => expect(value).toBeCloseTo([1, -1, 2][i] ?? 0, 12));
  });

  it("refuses a matrix that is not positive definite", () => {
    expect(() =>
      solveSymmetric(
        [
          [1, 2],
          [2, 1],
        ],
        [1, 1],
      ),
    ).toThrow(/positive definite/);
  });
});

describe("fitLogisticRegression", () => {
  it("solves a symmetric case by hand: intercept 0 and w = 6 − 8σ(w) ≈ 0.6836 at C = 1", () => {
    // x = −1: 1 approved, 3 refused; x = +1: 3 approved, 1 refused. By symmetry the intercept is 0; the loss is
    // 6·log(1 + e^−w) + 2·log(1 + e^w), so ½w² + loss is stationary where w = 6(1 − σ(w)) − 2σ(w) = 6 − 8σ(w).
    // Bisection by hand: f(0.68) = −0.010, f(0.684) = +0.001, so w ≈ 0.6836.
    const { rows, labels } = join(group([-1], 1, 3), group([1], 3, 1));
    const model = fitLogisticRegression(rows, labels, { C: 1 });
    const w = model.weights[0] ?? Number.NaN;
    expect(model.intercept).toBeCloseTo(0, 10);
    expect(w).toBeCloseTo(6 - 8 * sigmoid(w), 10);
    expect(w).toBeCloseTo(0.6836, 4);
  });

  it("halves the weight's pull with half the data weight: C = 0.5 gives w = 3 − 4σ(w)", () => {
    const { rows, labels } = join(group([-1], 1, 3), group([1], 3, 1));
    const w = fitLogisticRegression(rows, labels, { C: 0.5 }).weights[0] ?? Number.NaN;
    expect(w).toBeCloseTo(3 - 4 * sigmoid(w), 10);
    expect(w).toBeLessThan(0.6836);
  });

  it("approaches the unpenalised fit through two groups' rates as C grows", () => {
    // 1 of 4 approved at x = 0 and 3 of 4 at x = 10: intercept −ln 3, and −ln 3 + 10w = ln 3.
    const { rows, labels } = join(group([0], 1, 3), group([10], 3, 1));
    const model = fitLogisticRegression(rows, labels, { C: 1e9 });
    expect(model.intercept).toBeCloseTo(-Math.log(3), 6);
    expect(model.weights[0]).toBeCloseTo((2 * Math.log(3)) / 10, 6);
  });

  it("fits by maximum likelihood alone with C = Infinity: through two groups' rates exactly", () => {
    // 1 of 4 approved at x = 0 and 3 of 4 at x = 10: intercept −ln 3, and −ln 3 + 10w = ln 3.
    const { rows, labels } = join(group([0], 1, 3), group([10], 3, 1));
    const model = fitLogisticRegression(rows, labels, { C: Infinity });
    expect(model.intercept).toBeCloseTo(-Math.log(3), 12);
    expect(model.weights[0]).toBeCloseTo((2 * Math.log(3)) / 10, 12);
  });

  it.each([
    ["all approved", join(group([1], 3, 0), group([2], 2, 0)), /both approved and refused/],
    ["a constant column", join(group([1], 2, 2), group([1], 1, 3)), /no finite answer/],
    ["classes separated", join(group([0], 0, 3), group([1], 3, 0)), /no finite answer/],
  ])("refuses data with no maximum-likelihood answer without a penalty: %s", (_name, { rows, labels }, message) => {
    expect(() => fitLogisticRegression(rows, labels, { C: Infinity })).toThrow(message);
  });

  it("stays finite on separable data, where the penalty balances the log-loss gradient", () => {
    const { rows, labels } = join(group([-2, 1], 0, 3), group([-1, 0], 0, 2), group([1, 1], 2, 0), group([2, 0], 3, 0));
    const C = 1;
    const model = fitLogisticRegression(rows, labels, { C });
    const residuals = rows.map((x, i) => sigmoid(linearPredictor(model, x)) - (labels[i] ? 1 : 0));
    expect(residuals.reduce((sum, r) => sum + r, 0)).toBeCloseTo(0, 8);
    model.weights.forEach((weight, j) => {
      const gradient = weight + C * residuals.reduce((sum, r, i) => sum + r * (rows[i]?.[j] ?? 0), 0);
      expect(gradient).toBeCloseTo(0, 8);
    });
    expect(Math.abs(model.weights[0] ?? Infinity)).toBeLessThan(10);
  });

  it("is deterministic and does not depend on the row order beyond rounding", () => {
    const { rows, labels } = join(group([0, 1], 2, 5), group([1, 0], 4, 1), group([2, 1], 5, 2));
    expect(fitLogisticRegression(rows, labels)).toEqual(fitLogisticRegression(rows, labels));
    const reversed = fitLogisticRegression([...rows].reverse(), [...labels].reverse());
    expect(reversed.intercept).toBeCloseTo(fitLogisticRegression(rows, labels).intercept, 9);
  });

  it("refuses rows without labels", () => {
    expect(() => fitLogisticRegression([], [])).toThrow(/at least one/);
    expect(() => fitLogisticRegression([[1]], [true, false])).toThrow(/as many labels/);
  });
});
