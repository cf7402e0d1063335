// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { whatIf } from "#app/words/loan/what-if";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { servingCard } from "#model/card/serving-card";
import type { LoanApplication } from "#model/schema";
import { trainedPredictionFor } from "#model/trained/predict";

import { formatPercent, formatProbability } from "../../format";
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
const trainedAt = (change: Partial<LoanApplication>) => trainedPredictionFor({ ...FORM, ...change }, bootstrapRefits);

/**
 * The trained model's ends of a curve, formatted. With credit history 0 it rejects wherever it answers: its
 * probability only rises with the income and falls with the loan (model/recourse/recourse-served.test.ts).
 */
function trainedEnds(low: Partial<LoanApplication>, high: Partial<LoanApplication>) {
  const [from, to] = [trainedAt(low), trainedAt(high)];
  expect([from.prediction, to.prediction], "the trained model rejects or gives no verdict").not.toContain("Yes");
  return { from: formatProbability(from.probability), to: formatProbability(to.probability) };
}
const cut = formatPercent(servingCard.served.cut);

// scripts/model/sklearn/out-of-data.py (numpy), for FORM: inside the data from an income of 388 to 32,794 at a loan of
// 100, and from a loan of 18 to 320 at an income of 1,000; outside, the trained model gives no verdict.

describe("WhatIfSection", () => {
  it("describes the income curve in words, as the chart's name, from the scorecard's bands and the trained model", () => {
    render(<WhatIfSection form={FORM} />);
    const description = screen.getByTestId("what-if-description").textContent ?? "";
    // The trained model's ends, from direct predictions at 250 and 4,000, and the scorecard's bands worked above.
    const trained = trainedEnds({ Income: 250 }, { Income: 4000 });
    expect(description).toBe(
      whatIf.description(
        "Income",
        { from: "250", to: "4,000", own: "1,000" },
        {
          ...trained,
          cut,
          runs: [
            { prediction: null, from: "250", to: "387" },
            { prediction: "No", from: "388", to: "4,000" },
          ],
        },
        {
          from: 35,
          to: 60,
          runs: [
            { prediction: "No", from: "250", to: "1,000" },
            { prediction: "Yes", from: "1,001", to: "4,000" },
          ],
        },
      ),
    );
    expect(screen.getByRole("img")).toHaveAccessibleName(description);
  });

  it("starts the slider on the applicant's own amount and reads each model's answer as it moves", () => {
    render(<WhatIfSection form={FORM} />);
    expect(slider()).toHaveAttribute("type", "range");
    expect(slider()).toHaveAccessibleName(whatIf.slider("Income"));
    expect(slider()).toHaveValue("16");
    const own = trainedAt({});
    expect(readout()).toHaveTextContent(
      whatIf.readout("Income", "1,000", true, formatProbability(own.probability), own.prediction, 40, "No"),
    );
    expect(slider()).toHaveAttribute("aria-valuetext", readout().textContent);

    // One step up: 1000 × 4^(1/16) = 1,090.5 → 1,091, a ratio of 10.91 (15 points: 50, approved).
    fireEvent.change(slider(), { target: { value: "17" } });
    const next = trainedAt({ Income: 1091 });
    expect(readout()).toHaveTextContent(
      whatIf.readout("Income", "1,091", false, formatProbability(next.probability), next.prediction, 50, "Yes"),
    );

    fireEvent.click(screen.getByRole("button", { name: whatIf.backToOwn }));
    expect(slider()).toHaveValue("16");
  });

  it("switches to the loan amount, back on the own amount, with its own description", () => {
    render(<WhatIfSection form={FORM} />);
    fireEvent.change(slider(), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("radio", { name: whatIf.fields.LoanAmount }));
    expect(slider()).toHaveAccessibleName(whatIf.slider("LoanAmount"));
    expect(slider()).toHaveValue("16");
    // Loans 25–400 on an income of 1,000: ratio 40 (25 points, 60) down to 2.5 (0 points, 35); over 10 up to 99.
    const trained = trainedEnds({ LoanAmount: 25 }, { LoanAmount: 400 });
    expect(screen.getByTestId("what-if-description")).toHaveTextContent(
      whatIf.description(
        "LoanAmount",
        { from: "25", to: "400", own: "100" },
        {
          ...trained,
          cut,
          runs: [
            { prediction: "No", from: "25", to: "320" },
            { prediction: null, from: "321", to: "400" },
          ],
        },
        {
          from: 60,
          to: 35,
          runs: [
            { prediction: "Yes", from: "25", to: "99" },
            { prediction: "No", from: "100", to: "400" },
          ],
        },
      ),
    );
  });

  it("shows nothing for a form with a choice left open", () => {
    const { container } = render(<WhatIfSection form={{ ...FORM, Gender: "" }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("where the what-if curves leave the data", () => {
  const shaded = () => screen.queryAllByTestId("outside-data").length;

  it("shades the amounts with which the application lies outside the data, and nothing inside it", () => {
    render(<WhatIfSection form={{ ...FORM, Income: 2000 }} />);
    expect(shaded()).toBe(0); // 500 to 8,000
    cleanup();
    render(<WhatIfSection form={{ ...FORM, Income: 40_000 }} />);
    expect(shaded()).toBe(1); // 10,000 to 160,000: outside from 32,795
    cleanup();
    render(<WhatIfSection form={FORM} />);
    expect(shaded()).toBe(1); // 250 to 4,000: outside up to 387
    expect(screen.getAllByText(whatIf.outsideData)).toHaveLength(1);
  });
});
