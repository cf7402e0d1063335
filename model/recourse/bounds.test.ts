import { describe, expect, it } from "vitest";

import { BASE } from "#tests/support/loan/recourse-search";

import { recourseBounds } from "./bounds";

describe("recourseBounds", () => {
  it("caps the income at twice the applicant's or the data's highest, whichever is smaller", () => {
    const ranges = { maxIncome: 81_000, minLoanAmount: 9 };
    expect(recourseBounds({ ...BASE, Income: 3036 }, ranges)).toMatchObject({
      incomeAtMost: 6072,
      loanAmountAtLeast: 9,
    });
    expect(recourseBounds({ ...BASE, Income: 50_000 }, ranges)).toMatchObject({ incomeAtMost: 81_000 });
    expect(recourseBounds({ ...BASE, Income: 0 }, ranges)).toMatchObject({ incomeAtMost: 0 });
  });
});
