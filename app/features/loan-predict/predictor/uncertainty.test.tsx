// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { loanUncertainty } from "#app/words/loan-uncertainty";

import { caveatText, DataCaveats, intervalText } from "./uncertainty";

afterEach(cleanup);

describe("an answer's uncertainty in words", () => {
  it("writes the interval's ends as percentages", () => {
    expect(intervalText({ low: 0.8002, high: 0.8967, level: 0.9 })).toBe(loanUncertainty.interval("80%", "90%"));
  });

  it("lists each caveat with its amount and the data's bound, written for the site's locale", () => {
    // An income of 0 is below the data's smallest, 150; a loan of 900 thousand above its largest, 700.
    const warnings = [
      { field: "Income", kind: "below-data", value: 0, limit: 150, message: "" },
      { field: "LoanAmount", kind: "above-data", value: 900, limit: 700, message: "" },
    ] as const;
    render(<DataCaveats warnings={warnings} />);
    const caveats = within(screen.getByTestId("data-caveats"));
    expect(caveats.getByRole("heading", { name: loanUncertainty.caveatsTitle })).toBeInTheDocument();
    expect(caveats.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      loanUncertainty.caveat["below-data"](loanUncertainty.caveatAmount.Income("0"), "150"),
      loanUncertainty.caveat["above-data"](loanUncertainty.caveatAmount.LoanAmount("900"), "700"),
    ]);
    expect(caveatText({ field: "Income", kind: "sparse-high", value: 40_000, limit: 32_540.41, message: "" })).toBe(
      loanUncertainty.caveat["sparse-high"](loanUncertainty.caveatAmount.Income("40,000"), "32,540"),
    );
  });

  it("shows nothing when every amount is well inside the data", () => {
    render(<DataCaveats warnings={[]} />);
    expect(screen.queryByTestId("data-caveats")).not.toBeInTheDocument();
  });
});
