import { describe, expect, it } from "vitest";
import { MAX_AUC_COST, servedVariant } from "./trained-section";

describe("servedVariant", () => {
  it("serves the variant without Gender and Married unless it costs more than 0.01 AUC", () => {
    expect(MAX_AUC_COST).toBe(0.01);
    expect(servedVariant(0.76, 0.76)).toBe("without-gender-married");
    expect(servedVariant(0.76, 0.755)).toBe("without-gender-married");
    expect(servedVariant(0.75, 0.74)).toBe("without-gender-married");
    expect(servedVariant(0.76, 0.7499)).toBe("all-fields");
    expect(servedVariant(0.74, 0.75)).toBe("without-gender-married");
  });
});
