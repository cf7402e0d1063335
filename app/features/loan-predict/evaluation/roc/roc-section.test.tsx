// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { x, y } from "#app/components/charts/rate-plot";
import { evaluationModels, rocSection, thresholdExplorer as copy } from "#app/words/loan/evaluation";
import { modelEvaluation } from "#model/card/model-evaluation";

import { RocSection } from "./roc-section";

let hydrated: { root: Root; container: HTMLElement } | null = null;

afterEach(() => {
  cleanup();
  if (hydrated) act(() => hydrated?.root.unmount());
  hydrated?.container.remove();
  hydrated = null;
});

/**
 * The prerendered section, changed by a visitor before its code came (`before`: what the browser does for
 * them, with React's prerendered script running as the browser runs it), then hydrated.
 */
async function hydrateAfter(before: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RocSection />);
  document.body.append(container);
  for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")();
  before();
  const root = await act(async () => hydrateRoot(container, <RocSection />));
  hydrated = { root, container };
}

// Hand-checked from the card's out-of-fold confusion matrices (614 rows, 422 approved in the data):
// scorecard at 50 points: 418 TP, 150 FP, 42 TN, 4 FN; at 61 points (its best cut) and the trained model at 0.5:
// 415 TP, 110 FP, 82 TN, 7 FN; the trained model (without Gender and Married) at its best cut, 0.62: 415 TP, 109 FP,
// 83 TN, 7 FN; at 1.00 it approves no one: 0 TP, 0 FP, 192 TN, 422 FN.
const AT_50 = { accuracy: "74.9%", precision: "73.6%", recall: "99.1%", rate: "92.5%" }; // 460, 418/568, 418/422, 568
const AT_61 = { accuracy: "80.9%", precision: "79.0%", recall: "98.3%", rate: "85.5%" }; // 497, 415/525, 415/422, 525
const AT_62 = { accuracy: "81.1%", precision: "79.2%", recall: "98.3%", rate: "85.3%" }; // 498, 415/524, 415/422, 524

const slider = () => screen.getByRole("slider", { name: copy.slider });
const summary = () => screen.getByTestId("cut-summary");

function summaryOf(model: string, cut: string, at: typeof AT_50) {
  return copy.summary(model, cut, at.accuracy, at.precision, at.recall, at.rate);
}

describe("RocSection", () => {
  it("draws both models' ROC curves, names their AUCs, and describes the chart in text", () => {
    render(<RocSection />);
    const chart = screen.getByRole("img", { name: /^ROC curves of the out-of-fold scores of 614 applications/ });
    expect(chart.querySelectorAll("path[data-model]")).toHaveLength(2);
    // Pooled AUCs in the card: 0.7585 (scorecard) and 0.7375 (trained), to three decimals.
    expect(screen.getByText(rocSection.legend(evaluationModels.scorecard, "0.759"))).toBeInTheDocument();
    expect(screen.getByText(rocSection.legend(evaluationModels.trained, "0.738"))).toBeInTheDocument();
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(rocSection.summaryModel(evaluationModels.scorecard, "0.759")),
    );
  });

  it("starts at the scorecard's 50 points, marked with the best cut, and a native range over the card's cuts", () => {
    render(<RocSection />);
    expect(slider()).toHaveAttribute("type", "range");
    expect(slider()).toHaveValue("50");
    expect(slider()).toHaveAttribute("max", String(modelEvaluation.thresholds.scorecard.length - 1));
    expect(slider()).toHaveAttribute("aria-valuetext", "50 points");
    const marks = within(screen.getByTestId("cut-marks"));
    expect(marks.getByText(`50 points: ${copy.servedMark.scorecard}`)).toBeInTheDocument();
    expect(marks.getByText(`61 points: ${copy.bestMark}`)).toBeInTheDocument();
    expect(summary()).toHaveTextContent(summaryOf(copy.models.scorecard, "50 points", AT_50));
    expect(summary()).toHaveAttribute("aria-live", "polite");
  });

  it("moves the metrics, the confusion matrix and the ROC ring with the slider", () => {
    render(<RocSection />);
    fireEvent.change(slider(), { target: { value: "61" } });
    expect(summary()).toHaveTextContent(summaryOf(copy.models.scorecard, "61 points", AT_61));
    const matrix = within(screen.getByRole("table", { name: copy.matrixCaption(614) }));
    expect(matrix.getByText("415")).toBeInTheDocument();
    expect(matrix.getByText("82")).toBeInTheDocument();
    const ring = screen.getByTestId("roc-marker");
    expect(Number(ring.getAttribute("cx"))).toBeCloseTo(x(110 / 192), 6);
    expect(Number(ring.getAttribute("cy"))).toBeCloseTo(y(415 / 422), 6);

    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${copy.goToServed.scorecard}`) }));
    expect(slider()).toHaveValue("50");
    fireEvent.click(screen.getByRole("button", { name: /^Best cut/ }));
    expect(slider()).toHaveValue("61");
  });

  it("takes the model checked and the cut moved to before its code came, as the page shows them", async () => {
    await hydrateAfter(() => {
      (screen.getByRole("radio", { name: copy.models.trained }) as HTMLInputElement).checked = true;
      (slider() as HTMLInputElement).value = "58";
    });
    expect(slider()).toHaveValue("58");
    expect(slider()).toHaveAttribute("aria-valuetext", "58%");
    expect(summary().textContent?.startsWith(`${copy.models.trained} at 58%: `)).toBe(true);
  });

  it("then runs a mark pressed before its code came, for the model checked", async () => {
    await hydrateAfter(() => {
      (screen.getByRole("radio", { name: copy.models.trained }) as HTMLInputElement).checked = true;
      // Still labelled for the scorecard, the model prerendered.
      screen.getByRole("button", { name: /^Best cut \(61 points\)/ }).click();
    });
    await waitFor(() => expect(summary()).toHaveTextContent(summaryOf(copy.models.trained, "62%", AT_62)));
    expect(slider()).toHaveValue("62");
  });

  it("switches to the trained model at its served cut of 50 %, its best cut of 62 % marked", () => {
    render(<RocSection />);
    fireEvent.click(screen.getByRole("radio", { name: copy.models.trained }));
    expect(slider()).toHaveValue("50");
    expect(slider()).toHaveAttribute("aria-valuetext", "50%");
    const marks = within(screen.getByTestId("cut-marks"));
    expect(marks.getByText(`50%: ${copy.servedMark.trained}`)).toBeInTheDocument();
    expect(marks.getByText(`62%: ${copy.bestMark}`)).toBeInTheDocument();
    // At 0.5 its verdicts are the credit-history rule's, the same rows as the scorecard at 61 points.
    expect(summary()).toHaveTextContent(summaryOf(copy.models.trained, "50%", AT_61));
    fireEvent.click(screen.getByRole("button", { name: /^Best cut/ }));
    expect(summary()).toHaveTextContent(summaryOf(copy.models.trained, "62%", AT_62));

    // At 100 % no one is approved here either, though the grid's end is one cut further: no precision to speak of.
    fireEvent.change(slider(), { target: { value: "100" } });
    expect(summary()).toHaveTextContent(
      copy.summary(copy.models.trained, "100%", "31.3%", copy.noApprovals, "0.0%", "0.0%"),
    );
  });
});

describe("A cut from costs", () => {
  const ratio = () => screen.getByRole("slider", { name: copy.costRatio });

  it("gives the least-cost cut for a cost ratio, its approval rate beside the lender's, and jumps to it", () => {
    render(<RocSection />);
    expect(screen.getByTestId("default-not-decision")).toHaveTextContent(copy.defaultNotDecision);
    // The card's ratios are 0.5, 1, 1.5, 2, 3, …: the fifth is 3. At 3, the scorecard's least-cost cut is 86 points,
    // approving 59.6 % (scikit-learn: 0.596091, scripts/model/sklearn-checked.test.ts), against the lender's 422/614 =
    // 68.7 %. The served cut's cost by hand: 150 wrong approvals and 4 wrong refusals of 614, (3 × 150 + 4) / 614.
    fireEvent.change(ratio(), { target: { value: "4" } });
    const summary = screen.getByTestId("cost-summary");
    expect(ratio()).toHaveAttribute("aria-valuetext", copy.costRatioValue("3"));
    for (const figure of ["86 points", "59.6%", "68.7%", "0.739"]) {
      expect(summary).toHaveTextContent(figure);
    }
    fireEvent.click(screen.getByRole("button", { name: copy.goToCost }));
    expect(slider()).toHaveAttribute("aria-valuetext", "86 points");
    // The Bayes cut at 3: 3 / 4 = 0.75 on the calibrated probability; scikit-learn: it approves 59.6 % and costs 0.508.
    expect(screen.getByTestId("bayes-cut")).toHaveTextContent(copy.bayes("0.75", "59.6%", "0.508"));
  });

  it("refuses everyone where every cut costs more, and offers no Bayes cut costlier than that", () => {
    render(<RocSection />);
    // The ninth ratio is 8. scikit-learn (scripts/model/sklearn/cost-cuts.py): refusing everyone costs 0.687, the lender's
    // approval rate; 96 points would cost 0.733 and the Bayes cut, 8 / 9 = 0.89, 0.745.
    fireEvent.change(ratio(), { target: { value: "8" } });
    expect(screen.getByTestId("cost-summary")).toHaveTextContent(
      copy.costSummary(
        evaluationModels.scorecard,
        "8",
        copy.everyone.refused,
        "0.0%",
        "68.7%",
        "0.687",
        "1.961",
        "0.687",
      ),
    );
    expect(screen.getByTestId("bayes-cut")).toHaveTextContent(copy.bayesCostlier("0.89", "0.745", "0.687"));
    fireEvent.click(screen.getByRole("button", { name: copy.goToCost }));
    expect(slider()).toHaveAttribute("aria-valuetext", copy.everyone.refused);
    expect(summary()).toHaveTextContent(
      copy.summary(copy.models.scorecard, copy.everyone.refused, "31.3%", copy.noApprovals, "0.0%", "0.0%"),
    );
  });

  it("names both ends of the explorer's grid: everyone approved at the first cut, no one at the last", () => {
    render(<RocSection />);
    fireEvent.change(slider(), { target: { value: "0" } });
    expect(slider()).toHaveAttribute("aria-valuetext", copy.everyone.approved);
    expect(summary()).toHaveTextContent(
      copy.summary(copy.models.scorecard, copy.everyone.approved, "68.7%", "68.7%", "100.0%", "100.0%"),
    );
    fireEvent.change(slider(), { target: { value: String(modelEvaluation.thresholds.scorecard.length - 1) } });
    expect(slider()).toHaveAttribute("aria-valuetext", copy.everyone.refused);
  });
});
