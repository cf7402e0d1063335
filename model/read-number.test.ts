import { describe, expect, it } from "vitest";

import { parseIntOrZero, readWholeNumber } from "./read-number";

describe("parseIntOrZero (the form's rule)", () => {
  it("reads a leading integer as parseInt does, and anything unparseable as 0", () => {
    expect(parseIntOrZero("12abc")).toBe(12);
    expect(parseIntOrZero("  42")).toBe(42);
    expect(parseIntOrZero("12.9")).toBe(12);
    expect(parseIntOrZero("-7")).toBe(-7);
    expect(parseIntOrZero("abc")).toBe(0);
    expect(parseIntOrZero("")).toBe(0);
  });
});

describe("readWholeNumber (files and links)", () => {
  it("reads digits only", () => {
    expect(readWholeNumber("5000")).toBe(5000);
    expect(readWholeNumber("007")).toBe(7);
    for (const text of ["", "12abc", "1e3", "12.5", " 12", "-3", "+3"]) expect(readWholeNumber(text)).toBeUndefined();
  });

  it("reads a minus sign only when asked", () => {
    expect(readWholeNumber("-3", { signed: true })).toBe(-3);
    expect(readWholeNumber("--3", { signed: true })).toBeUndefined();
  });
});
