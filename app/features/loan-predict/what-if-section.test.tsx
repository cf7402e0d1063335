// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { trainedPredictionFor } from "#model/predict-trained";
import type { LoanApplication } from "#model/schema";

import { formatProbability } from "./format";
import { WhatIfSection } from "./what-if-section";

afterEach(cleanup);

/**
 * The scorecard gives this applicant 35 points before the income-to-loan ratio (no credit history 0, Graduate 10,
 * Married 10, age 5, Urban 5, employed 5); on a loan of 100 an income I is a ratio of I / 100: 0 points up to 500,
 * 5 up to 1,000, 15 up to 2,000 (50: approved from 1,001), 25 above. The income curve spans 250–4,000.
 */
const FORM: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 1000,
  Married: "Yes",
  LoanAmount: 100,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

const slider = () => screen.getByRole("slider");
const readout = () => screen.getByTestId("what-if-readout");
const trainedAt = (change: Partial<LoanApplication>) => trainedPredictionFor({ ...FORM, ...change });
const verdict = (change: Partial<LoanApplication>) =>
  trainedAt(change).prediction === "Yes" ? "approved" : "rejected";

describe("WhatIfSection", () => {
  it("describes the income curve in words, as the chart's name, from the scorecard's bands and the trained model", () => {
    render(<WhatIfSection form={FORM} />);
    const description = screen.getByTestId("what-if-description").textContent ?? "";
    expect(description).toContain("From an income of 250 to 4,000 (yours: 1,000)");
    expect(description).toContain(
      "The scorecard's score goes from 35 to 60 points; it rejects from 250 to 1,000, then approves from 1,001 to 4,000.",
    );
    // The trained model's ends, from direct predictions at 250 and 4,000.
    const [low, high] = [trainedAt({ Income: 250 }), trainedAt({ Income: 4000 })];
    expect(description).toContain(
      `probability of approval goes from ${formatProbability(low.probability)} to ${formatProbability(high.probability)}`,
    );
    expect(screen.getByRole("img")).toHaveAccessibleName(description);
  });

  it("starts the slider on the applicant's own amount and reads each model's answer as it moves", () => {
    render(<WhatIfSection form={FORM} />);
    expect(slider()).toHaveAttribute("type", "range");
    expect(slider()).toHaveAccessibleName("Monthly income to try");
    expect(slider()).toHaveValue("16");
    const own = formatProbability(trainedAt({}).probability);
    expect(readout()).toHaveTextContent(
      `Monthly income 1,000 (yours): trained model ${own}, ${verdict({})}; scorecard 40 points, rejected.`,
    );
    expect(slider()).toHaveAttribute("aria-valuetext", readout().textContent);

    // One step up: 1000 × 4^(1/16) = 1,090.5 → 1,091, a ratio of 10.91 (15 points: 50, approved).
    fireEvent.change(slider(), { target: { value: "17" } });
    const next = formatProbability(trainedAt({ Income: 1091 }).probability);
    expect(readout()).toHaveTextContent(
      `Monthly income 1,091: trained model ${next}, ${verdict({ Income: 1091 })}; scorecard 50 points, approved.`,
    );

    fireEvent.click(screen.getByRole("button", { name: "Back to your amount" }));
    expect(slider()).toHaveValue("16");
  });

  it("switches to the loan amount, back on the own amount, with its own description", () => {
    render(<WhatIfSection form={FORM} />);
    fireEvent.change(slider(), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("radio", { name: "Loan" }));
    expect(slider()).toHaveAccessibleName("Loan amount to try");
    expect(slider()).toHaveValue("16");
    // Loans 25–400 on an income of 1,000: ratio 40 (25 points, 60) down to 2.5 (0 points, 35); over 10 up to 99.
    expect(screen.getByTestId("what-if-description")).toHaveTextContent(
      "The scorecard's score goes from 60 to 35 points; it approves from 25 to 99, then rejects from 100 to 400.",
    );
  });

  it("shows nothing for a form with a choice left open", () => {
    const { container } = render(<WhatIfSection form={{ ...FORM, Gender: "" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
