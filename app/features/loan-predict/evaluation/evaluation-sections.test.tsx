// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { calibrationSection, crossValidationSection } from "#app/words/loan/evaluation";
import { modelEvaluation } from "#model/card/model-evaluation";

import { CalibrationSection, widestGap } from "./calibration/calibration-section";
import { CrossValidationSection } from "./cross-validation/cross-validation-section";
import { formatSigned } from "./evaluation-models";

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
    // Brier scores in the card: 0.1544 (0.1383 to 0.1706, scorecard), 0.1529 (0.1373 to 0.1685, served variant).
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(`0.154 (95 % interval ${crossValidationSection.interval("0.138", "0.171")})`),
    );
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(`0.153 (95 % interval ${crossValidationSection.interval("0.137", "0.169")})`),
    );
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
  const copy = crossValidationSection;
  /** A comparison's AUC sampling error as the page writes it, from the card (the figures are checked elsewhere). */
  const sampling = (name: keyof typeof modelEvaluation.crossValidation.comparisons) => {
    const { low, high } = modelEvaluation.crossValidation.comparisons[name].samplingError.auc;
    return copy.interval(formatSigned(low), formatSigned(high));
  };
  const row = (table: ReturnType<typeof within>, name: string | RegExp) =>
    within(table.getByRole("row", { name: typeof name === "string" ? new RegExp(`^${name}`) : name }));

  it("shows every model and baseline as a mean with its 95 % interval, and says which is served and why", () => {
    render(<CrossValidationSection />);
    const table = within(screen.getByRole("table", { name: copy.caption(5, 20, 614) }));
    // From the card: scorecard accuracy 74.9 % (72.9 % to 76.9 %) at 50 points; the served variant 80.9 %.
    expect(row(table, copy.scorecardName).getByText("50 points")).toBeInTheDocument();
    // Then its sampling error, the bootstrap over rows: 71.6 % to 78.7 % (scikit-learn: 0.7157 to 0.7866).
    expect(row(table, copy.scorecardName).getAllByRole("cell")[1]).toHaveTextContent(
      `74.9%${copy.intervalLabel} ${copy.interval("72.9%", "76.9%")}${copy.samplingLabel} ${copy.samplingPrefix} ${copy.interval("71.6%", "78.7%")}`,
    );
    const served = table.getByRole("row", { name: new RegExp(copy.served) });
    expect(served).toHaveTextContent(modelEvaluation.trained.variants[modelEvaluation.trained.served].label);
    expect(within(served).getByText("80.9%")).toBeInTheDocument();
    // Always approve ranks nobody: AUC exactly 0.5, an interval of no width.
    expect(row(table, copy.baselineNames["always-approve"]).getByText("0.500")).toBeInTheDocument();
    expect(row(table, copy.baselineNames["credit-history-rule"]).getByText(copy.noProbability)).toBeInTheDocument();
    // A header row, three group rows, three models, two alternatives and three baselines.
    expect(table.getAllByRole("row")).toHaveLength(12);
    expect(
      row(table, new RegExp(`^${copy.alternativeNames["all-columns"].replace(/[()]/g, "\\$&")}`)).getByText("80.7%"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("intervals-explained")).toHaveTextContent(copy.intervalsExplained);
    expect(screen.getByTestId("serving-rule")).toHaveTextContent(modelEvaluation.trained.servingRule);
  });

  it("says plainly where two models cannot be told apart, and how the model compares with credit history", () => {
    render(<CrossValidationSection />);
    // From the card: served minus scorecard AUC −0.0114 (−0.0527 to 0.0299), contains 0.
    expect(screen.getByTestId("comparison-trainedVsScorecard")).toHaveTextContent(
      copy.aucDifference("−0.011", copy.interval("−0.053", "+0.030"), sampling("trainedVsScorecard"), true),
    );
    // Served minus credit history alone: AUC +0.0418 (0.0088 to 0.0748), excludes 0.
    expect(screen.getByTestId("comparison-trainedVsCreditHistory")).toHaveTextContent(
      copy.aucDifference("+0.042", copy.interval("+0.009", "+0.075"), sampling("trainedVsCreditHistory"), false),
    );
    // Its out-of-fold verdicts equal the rule's on every row in every repeat.
    expect(screen.getByTestId("credit-history-verdicts")).toHaveTextContent(copy.verdicts("0", 614, 20, true));
  });

  it("words the credit-history comparison from the figures, whichever way they fall", () => {
    const evaluation = structuredClone(modelEvaluation);
    evaluation.crossValidation.verdicts.trainedVsCreditHistoryRule = {
      ...evaluation.crossValidation.verdicts.trainedVsCreditHistoryRule,
      min: 3,
      max: 9,
    };
    evaluation.crossValidation.comparisons.trainedVsCreditHistory = {
      ...evaluation.crossValidation.comparisons.trainedVsCreditHistory,
      auc: { mean: 0.004, low: -0.01, high: 0.018 },
      brier: { mean: -0.012, low: -0.02, high: -0.004 },
    };
    render(<CrossValidationSection evaluation={evaluation} />);
    expect(screen.getByTestId("credit-history-verdicts")).toHaveTextContent(copy.verdicts("3 to 9", 614, 20, false));
    const adds = screen.getByTestId("credit-history-adds");
    expect(adds).toHaveTextContent(copy.ranking("+0.004", copy.interval("−0.010", "+0.018"), true, true));
    expect(adds).toHaveTextContent(copy.probabilities("−0.012", copy.interval("−0.020", "−0.004"), true, false));
  });
});
