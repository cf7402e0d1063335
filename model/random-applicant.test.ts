import { describe, expect, it } from "vitest";

import { mulberry32 } from "./mulberry32";
import { randomApplicant } from "./random-applicant";
import { LoanApplicationSchema, type LoanApplication } from "./schema";

const DRAWS = 20_000;
const seeded = mulberry32(7);
const applicants = Array.from({ length: DRAWS }, () => randomApplicant(seeded));

function share(predicate: (applicant: LoanApplication) => boolean): number {
  return applicants.filter(predicate).length / DRAWS;
}

function range(field: "Age" | "Income" | "LoanAmount"): [number, number] {
  const values = applicants.map((applicant) => applicant[field]);
  return [Math.min(...values), Math.max(...values)];
}

describe("randomApplicant", () => {
  it("draws only valid applications with integer fields inside their ranges, reaching both ends", () => {
    for (const applicant of applicants) expect(LoanApplicationSchema.parse(applicant)).toEqual(applicant);
    expect(range("Age")).toEqual([25, 64]);
    expect(range("Income")).toEqual([2000, 9999]);
    expect(range("LoanAmount")).toEqual([50, 449]);
  });

  it.each([
    ["Credit_History 1", (a: LoanApplication) => a.Credit_History === 1, 0.7],
    ["Gender Male", (a: LoanApplication) => a.Gender === "Male", 0.5],
    ["Married Yes", (a: LoanApplication) => a.Married === "Yes", 0.5],
    ["Education Graduate", (a: LoanApplication) => a.Education === "Graduate", 0.4],
    ["Self_Employed Yes", (a: LoanApplication) => a.Self_Employed === "Yes", 0.3],
    ["Property_Area Urban", (a: LoanApplication) => a.Property_Area === "Urban", 1 / 3],
    ["Property_Area Semiurban", (a: LoanApplication) => a.Property_Area === "Semiurban", 1 / 3],
    ["Property_Area Rural", (a: LoanApplication) => a.Property_Area === "Rural", 1 / 3],
    ["Age 25–60 (36 of 40 ages)", (a: LoanApplication) => a.Age <= 60, 36 / 40],
    ["Income in its lower half", (a: LoanApplication) => a.Income < 6000, 0.5],
    ["LoanAmount in its lower half", (a: LoanApplication) => a.LoanAmount < 250, 0.5],
  ])("draws %s with its stated probability (±2 points)", (_name, predicate, expected) => {
    expect(Math.abs(share(predicate) - expected)).toBeLessThan(0.02);
  });

  it("uses every age from 25 to 64", () => {
    expect(new Set(applicants.map((applicant) => applicant.Age)).size).toBe(40);
  });

  it("repeats the same applicants for the same seed and differs for another", () => {
    const draw = (seed: number) => {
      const random = mulberry32(seed);
      return Array.from({ length: 5 }, () => randomApplicant(random));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("maps the generator's extremes onto the ends of each range", () => {
    expect(randomApplicant(() => 0)).toEqual({
      Gender: "Male",
      Age: 25,
      Income: 2000,
      Married: "Yes",
      LoanAmount: 50,
      Credit_History: 1,
      Education: "Graduate",
      Property_Area: "Urban",
      Self_Employed: "Yes",
    });
    expect(randomApplicant(() => 0.999_999)).toEqual({
      Gender: "Female",
      Age: 64,
      Income: 9999,
      Married: "No",
      LoanAmount: 449,
      Credit_History: 0,
      Education: "Not Graduate",
      Property_Area: "Rural",
      Self_Employed: "No",
    });
  });

  it("falls back to Math.random", () => {
    expect(LoanApplicationSchema.safeParse(randomApplicant()).success).toBe(true);
  });
});
