// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { modelPages } from "virtual:models";
import { afterEach, describe, expect, it } from "vitest";

import { modelChartWords as words } from "#app/words/model-charts";
import { modelEvaluationWords } from "#app/words/models";
import type { BinaryEvaluation } from "#model/kit/evaluation/evaluate";

import { EvaluationSection } from "./evaluation-section";

afterEach(cleanup);

// The fixture's binary model (tests/fixtures/content/models/diabetes-risk) for its fields and card; the curves,
// bins and rates below are made by hand, so what is checked is how the page draws and words them.
const risk = (await modelPages["diabetes-risk"]!()).page;
const progression = (await modelPages["disease-progression"]!()).page;
const built = risk.evaluation as BinaryEvaluation;

const estimate = (value: number, low: number, high: number) => ({ value, low, high, resamples: 1000 });
const rate = (count: number, of: number, low: number, high: number) => ({ count, of, rate: count / of, low, high });

/** 100 rows, 40 of them positive (30 + 10 at the cut): the share a guess would be right with is 40%. */
const curves: BinaryEvaluation = {
  ...built,
  rows: 100,
  bootstrap: { ...built.bootstrap, level: 0.95, resamples: 1000 },
  averagePrecision: estimate(0.78249, 0.67003, 0.8848),
  brier: estimate(0.18644, 0.14759, 0.23009),
  pr: [
    { recall: 0, precision: 1 },
    { recall: 0.5, precision: 0.75 },
    { recall: 1, precision: 0.4 },
  ],
  reliability: [
    { from: 0.1, to: 0.2, rows: 20, meanPredicted: 0.15, observedRate: 0.1, low: 0.0279, high: 0.301 },
    { from: 0.8, to: 0.9, rows: 10, meanPredicted: 0.85, observedRate: 0.9, low: 0.5958, high: 0.9821 },
  ],
  atCut: {
    ...built.atCut,
    cut: 0.5,
    matrix: { truePositive: 30, falseNegative: 10, falsePositive: 15, trueNegative: 45 },
  },
  fairness: [
    {
      attribute: "sex",
      cut: 0.5,
      groups: [
        {
          group: "female",
          rows: 59,
          positives: 33,
          negatives: 26,
          tpr: rate(28, 33, 0.6908, 0.9335),
          fpr: rate(11, 26, 0.2554, 0.6105),
        },
        { group: "male", rows: 41, positives: 17, negatives: 24, tpr: rate(10, 17, 0.36005, 0.78389), fpr: null },
      ],
      tprGap: { ...estimate(0.26025, 0.023, 0.53894), highest: "female", lowest: "male" },
      fprGap: null,
    },
  ],
};

function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
}

describe("a binary model's precision–recall and reliability charts", () => {
  it("draws the precision–recall curve through the build's vertices, with a guess's precision as a line", () => {
    render(<EvaluationSection card={risk.card} curves={curves} fields={risk.spec.fields} />);
    // (0, 1) → (48, 12); (0.5, 0.75) → (178, 78); (1, 0.4) → (308, 170.4) on the 320-unit plot (rate-plot.ts).
    expect(screen.getByTestId("pr-curve")).toHaveAttribute("d", "M48.0 12.0 L178.0 78.0 L308.0 170.4");
    const chart = screen.getByTestId("pr-chart");
    const guess = [...chart.querySelectorAll("line[stroke-dasharray]")].at(-1)!;
    // The share of positive rows, 40 of 100: y = 276 − 264 × 0.4 = 170.4.
    expect(Number(guess.getAttribute("y1"))).toBeCloseTo(170.4, 9);
    expect(chart).toHaveAccessibleName(words.prSummary("100", "0.782", "95%", "0.67", "0.885", "40%"));
  });

  it("marks each reliability bin with its interval, gives the Brier score with its own, and the bins as a table", () => {
    render(<EvaluationSection card={risk.card} curves={curves} fields={risk.spec.fields} />);
    const chart = screen.getByTestId("reliability-chart");
    expect(chart.querySelectorAll("circle")).toHaveLength(2);
    expect(chart.querySelectorAll("[data-interval]")).toHaveLength(2);
    expect(chart).toHaveAccessibleName(words.reliabilitySummary("2", "95%", "0.186", "0.148", "0.23"));
    const table = screen.getByRole("table", { name: words.reliabilityCaption });
    expect(cells(table).slice(1)).toEqual([
      ["10%–20%", "20", "15%", "10%", words.range("2.8%", "30.1%")],
      ["80%–90%", "10", "85%", "90%", words.range("59.6%", "98.2%")],
    ]);
  });

  it("draws neither for a regressor", () => {
    render(
      <EvaluationSection card={progression.card} curves={progression.evaluation} fields={progression.spec.fields} />,
    );
    expect(screen.queryByTestId("pr-chart")).toBeNull();
    expect(screen.queryByTestId("reliability-chart")).toBeNull();
    expect(screen.queryByTestId("fairness")).toBeNull();
  });
});

describe("a binary model's fairness report", () => {
  it("gives each group's true- and false-positive rates with their intervals, and the gaps, in the owner's words", () => {
    render(<EvaluationSection card={risk.card} curves={curves} fields={risk.spec.fields} />);
    // model.ts labels the field "Sex" and its choices "Female" and "Male".
    const table = screen.getByRole("table", { name: words.fairnessCaption("Sex") });
    const interval = (low: string, high: string) => `${words.intervalLabel} ${words.range(low, high)}`;
    expect(cells(table)).toEqual([
      [
        words.fairnessColumns.group,
        words.fairnessColumns.positives,
        words.fairnessColumns.tpr,
        words.fairnessColumns.negatives,
        words.fairnessColumns.fpr,
      ],
      // 28 of 33 = 84.8%, 11 of 26 = 42.3%, 10 of 17 = 58.8%.
      ["Female", "33", `84.8%${interval("69.1%", "93.4%")}`, "26", `42.3%${interval("25.5%", "61.1%")}`],
      ["Male", "17", `58.8%${interval("36%", "78.4%")}`, "24", words.noRows],
      // 0.26025 is 26.0 percentage points.
      [
        words.gap,
        "",
        `${words.gapPoints("26")}${interval("2.3", "53.9")}${words.gapGroups("Female", "Male")}`,
        "",
        words.undefinedInterval,
      ],
    ]);
    expect(screen.getByTestId("fairness")).toHaveTextContent(words.fairnessIntro("0.5", "95%"));
  });

  it("says how many resamples a gap's interval kept when some drew no row of a group", () => {
    const [report] = curves.fairness;
    const fewer = { ...curves, fairness: [{ ...report!, tprGap: { ...report!.tprGap!, resamples: 987 } }] };
    render(<EvaluationSection card={risk.card} curves={fewer} fields={risk.spec.fields} />);
    expect(screen.getByText(words.resamplesKept("987", "1,000"))).toBeInTheDocument();
  });

  it("with no attribute named, says where to name one, suggesting a category field", () => {
    render(<EvaluationSection card={risk.card} curves={{ ...curves, fairness: [] }} fields={risk.spec.fields} />);
    const section = screen.getByTestId("fairness");
    expect(within(section).queryByRole("table")).toBeNull();
    expect(section).toHaveTextContent(`${words.noAttribute} fairness: ["sex"]`);
    // The headline figures stay as they were.
    expect(screen.getByTestId("evaluation-figures")).toHaveTextContent(modelEvaluationWords.figures.brier);
  });
});
