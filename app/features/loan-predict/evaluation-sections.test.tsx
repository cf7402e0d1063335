// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { modelEvaluation } from "#model/model-evaluation";
import { calibrationSection, crossValidationSection } from "~/content/loan-evaluation";

import { CalibrationSection, widestGap } from "./calibration-section";
import { CrossValidationSection } from "./cross-validation-section";

afterEach(cleanup);

describe("CalibrationSection", () => {
  it("draws a reliability diagram of both models, one mark per bin, named by its text summary", () => {
    render(<CalibrationSection />);
    const chart = screen.getByRole("img", { name: /^Reliability diagram of both models' out-of-fold probabilities/ });
    expect(chart.querySelectorAll('[data-model="scorecard"] circle')).toHaveLength(
      modelEvaluation.reliability.scorecard.length,
    );
    expect(chart.querySelectorAll('[data-model="trained"] rect')).toHaveLength(
      modelEvaluation.reliability[modelEvaluation.trained.served].length,
    );
    // Brier scores in the card: 0.1541 (scorecard), 0.1519 (all-fields, served).
    expect(chart).toHaveAccessibleName(expect.stringContaining("Scorecard: Brier score 0.154;"));
    expect(chart).toHaveAccessibleName(expect.stringContaining("Trained model: Brier score 0.152;"));
    expect(screen.getByText(calibrationSection.tableSummary)).toBeInTheDocument();
  });

  it("finds the bin whose prediction is furthest from what happened", () => {
    const bin = (meanPredicted: number, observedRate: number) => ({
      from: 0,
      to: 1,
      rows: 1,
      meanPredicted,
      observedRate,
    });
    expect(widestGap([bin(0.1, 0.12), bin(0.35, 0.6), bin(0.8, 0.7)])).toEqual(bin(0.35, 0.6));
    expect(widestGap([])).toBeUndefined();
  });
});

describe("CrossValidationSection", () => {
  it("compares the scorecard and both trained variants, and says which is served and why", () => {
    render(<CrossValidationSection />);
    const table = within(screen.getByRole("table", { name: crossValidationSection.caption(5, 614, 42) }));
    // Mean over the folds, from the card: scorecard 74.9 % at 50 points, both variants 80.9 % at 50 %.
    expect(within(table.getByRole("row", { name: /^Scorecard/ })).getByText("74.9%")).toBeInTheDocument();
    expect(within(table.getByRole("row", { name: /^Scorecard/ })).getByText("50 points")).toBeInTheDocument();
    const served = table.getByRole("row", { name: new RegExp(crossValidationSection.served) });
    expect(served).toHaveTextContent(modelEvaluation.trained.variants[modelEvaluation.trained.served].label);
    expect(within(served).getByText("80.9%")).toBeInTheDocument();
    expect(table.getAllByRole("row")).toHaveLength(4);
    expect(screen.getByTestId("serving-rule")).toHaveTextContent(modelEvaluation.trained.servingRule);
  });
});
