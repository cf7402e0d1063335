// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { loanForm } from "#app/words/loan/form";
import { loanUncertainty } from "#app/words/loan/uncertainty";
import type { PredictionResponse } from "#model/api-contract";
import type { CoverageSummary } from "#model/card/interval-coverage";
import type { LoanApplication } from "#model/schema";

import { caveatText, coverageText, DataCaveats, intervalText } from "./uncertainty";

afterEach(cleanup);

type DataWarning = PredictionResponse["warnings"][number];

const APPLICATION: LoanApplication = {
  Gender: "Female",
  Age: 40,
  Income: 0,
  Married: "No",
  LoanAmount: 900,
  Credit_History: 0,
  Education: "Not Graduate",
  Property_Area: "Semiurban",
  Self_Employed: "Yes",
};

const LEVERAGE: DataWarning = {
  kind: "leverage",
  fields: ["Income", "LoanAmount"],
  value: 0.3794,
  limit: 0.042297,
  abstains: true,
  beyond: [
    { field: "Income", value: 0, side: "below", limit: 150 },
    { field: "LoanAmount", value: 900, side: "above", limit: 700 },
  ],
  message: "",
};
const COMBINATION: DataWarning = {
  kind: "unseen-combination",
  fields: ["Credit_History", "Education", "Property_Area", "Self_Employed"],
  value: 0,
  limit: 1,
  abstains: true,
  beyond: [],
  message: "",
};

describe("an answer's uncertainty in words", () => {
  it("writes the interval's ends as percentages", () => {
    expect(intervalText({ low: 0.8002, high: 0.8967, level: 0.9 })).toBe(loanUncertainty.interval("80%", "90%"));
  });

  it("says what the interval covers in simulation: by credit history for the trained model, overall for the scorecard", () => {
    const coverage: CoverageSummary = {
      simulations: 2000,
      trained: { goodCredit: { low: 0.893, high: 0.938 }, poorCredit: { low: 0.6675, high: 0.744 } },
      scorecard: { low: 0.89, high: 0.9 },
    };
    const range = loanUncertainty.coverage.range;
    expect(coverageText(coverage, "trained")).toBe(
      loanUncertainty.coverage.trained(range("89%", "94%"), range("67%", "74%"), "2,000"),
    );
    expect(coverageText({ ...coverage, scorecard: { low: 0.9, high: 0.9 } }, "scorecard")).toBe(
      loanUncertainty.coverage.scorecard("90%", "2,000"),
    );
  });

  it("gives a leverage with the amounts beyond every applicant, and a combination with the form's labels", () => {
    render(<DataCaveats warnings={[LEVERAGE, COMBINATION]} application={APPLICATION} />);
    const caveats = within(screen.getByTestId("data-caveats"));
    expect(caveats.getByRole("heading", { name: loanUncertainty.caveatsTitle })).toBeInTheDocument();
    expect(caveats.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      [
        loanUncertainty.caveat.leverage("0.379", "0.042"),
        loanUncertainty.beyond.below(loanUncertainty.caveatAmount.Income("0"), "150"),
        loanUncertainty.beyond.above(loanUncertainty.caveatAmount.LoanAmount("900"), "700"),
      ].join(" "),
      loanUncertainty.caveat["unseen-combination"](
        [
          loanUncertainty.combinationValue(loanForm.labels.Credit_History, "0 = Poor"),
          loanUncertainty.combinationValue(loanForm.labels.Education, "Not Graduate"),
          loanUncertainty.combinationValue(loanForm.labels.Property_Area, "Semiurban"),
          loanUncertainty.combinationValue(loanForm.labels.Self_Employed, "Yes"),
        ]
          .slice(0, 3)
          .join(", ") + ` and ${loanUncertainty.combinationValue(loanForm.labels.Self_Employed, "Yes")}`,
      ),
    ]);
    const profile: DataWarning = {
      ...COMBINATION,
      kind: "unseen-profile",
      fields: ["Gender", "Married"],
      abstains: false,
    };
    expect(caveatText(profile, APPLICATION)).toBe(
      loanUncertainty.caveat["unseen-profile"](
        `${loanUncertainty.combinationValue(loanForm.labels.Gender, "Female")} and ${loanUncertainty.combinationValue(loanForm.labels.Married, "No")}`,
      ),
    );
  });

  it("shows nothing when the application lies within what the data supports", () => {
    render(<DataCaveats warnings={[]} application={APPLICATION} />);
    expect(screen.queryByTestId("data-caveats")).not.toBeInTheDocument();
  });
});
