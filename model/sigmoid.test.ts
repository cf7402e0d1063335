import { describe, expect, it } from "vitest";

import { sigmoid } from "./sigmoid";

describe("sigmoid", () => {
  it("is 1/2 at 0 and symmetric, without overflow far out", () => {
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(2) + sigmoid(-2)).toBeCloseTo(1, 15);
    expect(sigmoid(-1000)).toBe(0);
    expect(sigmoid(1000)).toBe(1);
  });

  it("turns log-odds into a probability on both branches: σ(ln 3) = 3/4, σ(−ln 3) = 1/4", () => {
    expect(sigmoid(Math.log(3))).toBeCloseTo(0.75, 15);
    expect(sigmoid(-Math.log(3))).toBeCloseTo(0.25, 15);
  });
});
