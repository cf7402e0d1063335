import { describe, expect, it } from "vitest";

import { roundFigure } from "./round-figure";

describe("roundFigure", () => {
  it("rounds half-way figures away from zero as they are written, where toFixed rounds their binary value", () => {
    // Python's decimal: Decimal("0.6835").quantize(Decimal("0.001"), ROUND_HALF_UP) = 0.684; (0.6835).toFixed(3) = "0.683".
    expect((0.6835).toFixed(3)).toBe("0.683");
    expect(roundFigure(0.6835, 3)).toBe(0.684);
    expect(roundFigure(0.2135, 3)).toBe(0.214);
    expect(roundFigure(0.1535, 3)).toBe(0.154);
    expect(roundFigure(0.285, 2)).toBe(0.29);
    expect(roundFigure(-0.0305, 3)).toBe(-0.031);
    expect(roundFigure(0.68349, 3)).toBe(0.683);
  });

  it("keeps whole numbers, tiny and huge values, and never gives −0", () => {
    expect(roundFigure(1, 3)).toBe(1);
    expect(roundFigure(1e-7, 2)).toBe(0);
    expect(Object.is(roundFigure(-1e-7, 2), 0)).toBe(true);
    expect(roundFigure(12_345.5, 0)).toBe(12_346);
    expect(roundFigure(1.5e21, 1)).toBe(1.5e21);
    expect(roundFigure(Number.NaN, 2)).toBeNaN();
  });
});
