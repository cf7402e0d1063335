import { describe, expect, it } from "vitest";

import { invertSymmetric } from "./symmetric-inverse";

describe("invertSymmetric", () => {
  it("inverts a positive-definite matrix (hand-checked 2 × 2: [[4, 2], [2, 3]]⁻¹ = [[3, −2], [−2, 4]] / 8)", () => {
    const inverse = invertSymmetric(Float64Array.from([4, 2, 2, 3]), 2);
    [0.375, -0.25, -0.25, 0.5].forEach((value, k) => expect(inverse[k]).toBeCloseTo(value, 14));
  });

  it("refuses a matrix that is not positive definite", () => {
    expect(() => invertSymmetric(Float64Array.from([1, 2, 2, 1]), 2)).toThrow(/positive definite/);
  });
});
