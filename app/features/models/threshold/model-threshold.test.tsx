// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { modelThresholdWords as words } from "#app/words/model-threshold";
import {
  FakeObserver,
  isHydrated,
  prerenderPage,
  setUpIslandHarness,
  startPageIslands,
} from "#tests/support/island-harness";

import { ModelThreshold, thresholdFromPage } from "./model-threshold";
import type { ThresholdData } from "./threshold-data";
import { ThresholdIsland } from "./threshold-island";

/**
 * Six rows, worked by hand: probabilities 1.0 (negative), 0.9, 0.8, 0.6 (positive), 0.4, 0.2 (negative); 3 positives
 * and 3 negatives. A row is called positive when p ≥ cut. The table keeps five cuts (the build's has 101); the 1.0
 * row is why calling no one differs from the cut of 1.
 */
const matrix = (truePositive: number, falsePositive: number, trueNegative: number, falseNegative: number) => ({
  truePositive,
  falsePositive,
  trueNegative,
  falseNegative,
});
const AT = {
  0: matrix(3, 3, 0, 0),
  0.3: matrix(3, 2, 1, 0), // 1.0, 0.9, 0.8, 0.6, 0.4
  0.5: matrix(3, 1, 2, 0), // 1.0, 0.9, 0.8, 0.6
  0.75: matrix(2, 1, 2, 1), // 1.0, 0.9, 0.8
  1: matrix(0, 1, 2, 3), // 1.0
  none: matrix(0, 0, 3, 3),
};
// Expected cost per row, (ratio × FP + FN) / 6, at each ratio (the Bayes cut's own matrix: the rows with p ≥ r/(1+r)):
// ratio 1/2: cuts 0 → 0.25, 0.3 → 0.167, 0.5 → 0.083 (least), 0.75 → 0.25, 1 → 0.583, no one → 0.5;
//   Bayes 1/3: 1.0, 0.9, 0.8, 0.6, 0.4 called, 2 FP: 1/6 = 0.167.
// ratio 1: 0.5, 0.333, 0.167 (least), 0.333, 0.667, 0.5; Bayes 1/2 is the cut of 0.5: 0.167.
// ratio 4: 2, 1.333, 0.667, 0.833, 1.167, 0.5 (least: no one); Bayes 4/5: 1.0, 0.9, 0.8 called, 1 FP and 1 FN:
//   5/6 = 0.833, more than calling no one (0.5).
const DATA: ThresholdData = {
  positive: "progressed",
  cut: 0.5,
  thresholds: {
    rows: [0, 0.3, 0.5, 0.75, 1].map((cut) => ({ cut, ...AT[cut as keyof typeof AT] })),
    refuseAll: AT.none,
    total: 6,
  },
  costs: [
    {
      ratio: 0.5,
      leastCost: { cut: 0.5, cost: 0.5 / 6 },
      bayes: { cut: 1 / 3, cost: 1 / 6, matrix: AT[0.3] },
      approveAllCost: 1.5 / 6,
      refuseAllCost: 0.5,
      bayesWorseThanEveryone: false,
    },
    {
      ratio: 1,
      leastCost: { cut: 0.5, cost: 1 / 6 },
      bayes: { cut: 0.5, cost: 1 / 6, matrix: AT[0.5] },
      approveAllCost: 0.5,
      refuseAllCost: 0.5,
      bayesWorseThanEveryone: false,
    },
    {
      ratio: 4,
      leastCost: { cut: "refuse-all", cost: 0.5 },
      bayes: { cut: 0.8, cost: 5 / 6, matrix: AT[0.75] },
      approveAllCost: 2,
      refuseAllCost: 0.5,
      bayesWorseThanEveryone: true,
    },
  ],
};

const cutSlider = () => screen.getByRole("slider", { name: words.slider("progressed") });
const ratioSlider = () => screen.getByRole("slider", { name: words.costRatio });
const summary = () => screen.getByTestId("cut-summary");
const NO_ONE = words.noOne("progressed");

// Each figure as the page writes it, from the counts above.
const AT_HALF = words.summary("0.50", "100% (3 of 3)", "33.3% (1 of 3)", "75% (3 of 4)", "83.3% (5 of 6)");
const AT_NO_ONE = words.summary(NO_ONE, "0% (0 of 3)", "0% (0 of 3)", words.noPositives, "50% (3 of 6)");

describe("ModelThreshold", () => {
  afterEach(cleanup);

  it("starts at the default cut with its figures and matrix, and the least-cost cut at a ratio of 1", () => {
    render(<ModelThreshold data={DATA} />);
    expect(cutSlider()).toHaveValue("2");
    expect(cutSlider()).toHaveAttribute("max", "5");
    expect(cutSlider()).toHaveAttribute("aria-valuetext", "0.50");
    expect(summary()).toHaveTextContent(AT_HALF);
    const table = within(screen.getByRole("table", { name: words.matrixCaption(6) }));
    // The counts at 0.5: 3 TP, 0 FN; 1 FP, 2 TN.
    // (The empty corner cell first.)
    const counts = table.getAllByRole("cell").map((cell) => cell.firstChild?.textContent);
    expect(counts).toEqual([undefined, "3", "0", "1", "2"]);
    expect(table.getByRole("rowheader", { name: "Actually not progressed" })).toBeInTheDocument();
    expect(ratioSlider()).toHaveAttribute("aria-valuetext", "1 to 1");
    expect(screen.getByTestId("default-not-decision")).toHaveTextContent(words.defaultNotDecision("0.50"));
    expect(screen.getByTestId("least-cost")).toHaveTextContent(
      words.leastCost("1 to 1", "0.50", "0.167", "0.167", "0.50", "0.500", "0.500"),
    );
    expect(screen.getByTestId("bayes-cut")).toHaveTextContent(words.bayes("0.50", "0.167"));
  });

  it("moves the figures with the cut, to calling no one, where precision has nothing to divide", () => {
    render(<ModelThreshold data={DATA} />);
    fireEvent.change(cutSlider(), { target: { value: "3" } });
    expect(summary()).toHaveTextContent(
      words.summary("0.75", "66.7% (2 of 3)", "33.3% (1 of 3)", "66.7% (2 of 3)", "66.7% (4 of 6)"),
    );
    fireEvent.change(cutSlider(), { target: { value: "0" } });
    expect(cutSlider()).toHaveAttribute("aria-valuetext", words.everyone("progressed"));
    fireEvent.change(cutSlider(), { target: { value: "5" } });
    expect(cutSlider()).toHaveAttribute("aria-valuetext", NO_ONE);
    expect(summary()).toHaveTextContent(AT_NO_ONE);
  });

  it("names each ratio's least-cost cut and the Bayes cut's cost, and moves the slider to the least-cost cut", () => {
    render(<ModelThreshold data={DATA} />);
    fireEvent.change(ratioSlider(), { target: { value: "0" } });
    expect(ratioSlider()).toHaveAttribute("aria-valuetext", "1 to 2");
    expect(screen.getByTestId("least-cost")).toHaveTextContent(
      words.leastCost("1 to 2", "0.50", "0.083", "0.083", "0.50", "0.250", "0.500"),
    );
    expect(screen.getByTestId("bayes-cut")).toHaveTextContent(words.bayes("0.33", "0.167"));

    fireEvent.change(ratioSlider(), { target: { value: "2" } });
    expect(screen.getByTestId("least-cost")).toHaveTextContent(
      words.leastCost("4 to 1", NO_ONE, "0.500", "0.667", "0.50", "2.000", "0.500"),
    );
    expect(screen.getByTestId("bayes-cut")).toHaveTextContent(words.bayesCostlier("0.80", "0.833", "0.500"));
    fireEvent.click(screen.getByRole("button", { name: words.goToCost }));
    expect(cutSlider()).toHaveValue("5");
    expect(summary()).toHaveTextContent(AT_NO_ONE);
  });
});

describe("The threshold island", () => {
  setUpIslandHarness();

  it("is prerendered at the default cut, and reads its data, the cut and the ratio moved before its code came", async () => {
    const container = await prerenderPage(<ThresholdIsland data={DATA} />);
    expect(within(container).getByTestId("cut-summary")).toHaveTextContent(AT_HALF);
    // Moved by the visitor before the island's code came: the browser keeps the values in the DOM.
    const [cut, ratio] = container.querySelectorAll<HTMLInputElement>("input[type=range]");
    cut!.value = "3";
    ratio!.value = "2";
    void startPageIslands({ "model-threshold": async () => thresholdFromPage() });
    await act(async () => FakeObserver.intersect(container.querySelector("section")!));
    await vi.waitFor(() => expect(isHydrated(cut!)).toBe(true));
    await vi.waitFor(() => expect(within(container).getByTestId("cut-summary")).toHaveTextContent(/^At 0\.75:/));
    expect(within(container).getByTestId("least-cost")).toHaveTextContent(/^At 4 to 1,/);
  });

  it("runs a jump pressed before its code came, at the ratio the slider showed", async () => {
    const container = await prerenderPage(<ThresholdIsland data={DATA} />);
    const [, ratio] = container.querySelectorAll<HTMLInputElement>("input[type=range]");
    ratio!.value = "2";
    // React's prerendered script holds the submission until the form is hydrated.
    within(container).getByRole("button", { name: words.goToCost }).click();
    void startPageIslands({ "model-threshold": async () => thresholdFromPage() });
    await act(async () => FakeObserver.intersect(container.querySelector("section")!));
    await vi.waitFor(() => expect(within(container).getByTestId("cut-summary")).toHaveTextContent(AT_NO_ONE));
  });
});
