import { describe, expect, it } from "vitest";

import { round } from "./round";

describe("round", () => {
  it("rounds to 4 decimals by default, without a negative zero", () => {
    expect(round(2 / 3)).toBe(0.6667);
    expect(round(-1.23456789, 6)).toBe(-1.234568);
    expect(Object.is(round(-0.00001), 0)).toBe(true);
  });
});
