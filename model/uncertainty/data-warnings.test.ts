import { describe, expect, it } from "vitest";

import type { DataLimits } from "../card/data-limits";
import { servingCard } from "../card/serving-card";
import { dataWarnings } from "./data-warnings";

const LIMITS: DataLimits = {
  definition: "",
  amounts: [
    { field: "Income", rows: 10, min: 150, sparseBelow: 1025, sparseAbove: 32_540.41, max: 81_000 },
    { field: "LoanAmount", rows: 10, min: 9, sparseBelow: 30, sparseAbove: 496.36, max: 700 },
  ],
  values: [],
};

describe("dataWarnings", () => {
  it("says an income of 0 is below every applicant in the data, in words", () => {
    expect(dataWarnings({ Income: 0, LoanAmount: 100 }, LIMITS)).toEqual([
      {
        field: "Income",
        kind: "below-data",
        value: 0,
        limit: 150,
        message:
          "A monthly income of 0 is below every applicant in the data (the smallest is 150); the model has never seen one.",
      },
    ]);
  });

  it("names each side and each kind: outside the data, or in a sparse tail", () => {
    const kinds = (Income: number, LoanAmount: number) =>
      dataWarnings({ Income, LoanAmount }, LIMITS).map(
        (warning) => `${warning.field} ${warning.kind} ${warning.limit}`,
      );
    expect(kinds(1_000_000, 5)).toEqual(["Income above-data 81000", "LoanAmount below-data 9"]);
    expect(kinds(500, 600)).toEqual(["Income sparse-low 1025", "LoanAmount sparse-high 496.36"]);
    expect(kinds(40_000, 20)).toEqual(["Income sparse-high 32540.41", "LoanAmount sparse-low 30"]);
    // On the bounds themselves: inside.
    expect(kinds(150, 700)).toEqual(["Income sparse-low 1025", "LoanAmount sparse-high 496.36"]);
    expect(kinds(1025, 30)).toEqual([]);
    expect(kinds(5000, 120)).toEqual([]);
    expect(dataWarnings({ Income: 40_000, LoanAmount: 100 }, LIMITS)[0]?.message).toBe(
      "A monthly income of 40,000 is higher than 99 in 100 applicants in the data (incomes above 32,540.41 are rare there); the model has seen few like it.",
    );
  });

  it("reads the served card's limits, measured on the file", () => {
    // numpy: ApplicantIncome min 150, percentile 1 → 1025.0, 99 → 32540.41, max 81000; LoanAmount 9, 30.0, 496.36, 700.
    expect(servingCard.dataLimits.amounts).toEqual([
      { field: "Income", rows: 614, min: 150, sparseBelow: 1025, sparseAbove: 32_540.41, max: 81_000 },
      { field: "LoanAmount", rows: 592, min: 9, sparseBelow: 30, sparseAbove: 496.36, max: 700 },
    ]);
  });
});
