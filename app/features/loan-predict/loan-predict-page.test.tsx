// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { loanPage, showcase } from "#app/words/loan/demo";
import { loanResult } from "#app/words/loan/form";
import { approvalProbability } from "#model/scorecard/calibration";
import { scoreApplication } from "#model/scorecard/scorecard";
import { modelCard } from "#tests/support/loan/full-model-card";
import {
  advance,
  API_MS,
  DELAY_MS,
  choose,
  click,
  fill,
  json,
  predictButton,
  predictCalls,
  renderPage,
  routes,
  statValue,
  strong,
  setUpLoanTestEnvironment,
  weak,
} from "#tests/support/loan/loan-test-helpers";

import { formatProbability } from "./format";

vi.mock("#app/lib/toast", () => ({ toast: vi.fn() }));

setUpLoanTestEnvironment();

const PLACEHOLDER = "Fill the form and click Predict to see the AI model's decision";

// Whole-page renders in development mode are slow on a busy machine; the clock itself is fake.
describe("the page's title", () => {
  it("is followed by what the label is: the lender's decision, not a default", async () => {
    await renderPage();
    const title = screen.getByRole("heading", { level: 1, name: loanPage.title });
    const note = screen.getByTestId("label-note");
    expect(note).toHaveTextContent(loanPage.labelNote);
    // In the title's header, after it in reading order.
    expect(title.closest("header")).toContainElement(note);
    expect(title.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("Predict", { timeout: 20_000 }, () => {
  it("refuses with a 'Missing fields' toast while any choice is unchosen, and runs nothing", async () => {
    await renderPage();
    click("Predict");
    choose("Gender", "Male");
    choose("Married", "No");
    choose("Education", "Graduate");
    choose("Property_Area", "Urban");
    click("Predict");
    await advance(DELAY_MS * 2);

    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: "Missing fields", description: "Please fill in all required fields", variant: "destructive" }],
      [{ title: "Missing fields", description: "Please fill in all required fields", variant: "destructive" }],
    ]);
    expect(predictCalls()).toHaveLength(0);
    expect(predictButton()).toHaveTextContent("Predict");
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it("reads 'Predicting...' and is disabled during the wait, then shows the approval after exactly the delay", async () => {
    await renderPage();
    fill(strong);
    const { score } = scoreApplication(strong);
    click("Predict");

    expect(predictButton()).toHaveTextContent("Predicting...");
    expect(predictButton()).toBeDisabled();
    await advance(DELAY_MS - 1);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(predictButton()).toBeDisabled();
    expect(toast).not.toHaveBeenCalled();

    await advance(1);
    expect(screen.queryByText(PLACEHOLDER)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(screen.getByText("Loan likely to be approved")).toBeInTheDocument();
    expect(screen.getByText(loanResult.score(score, 100))).toBeInTheDocument();
    expect(predictButton()).toHaveTextContent("Predict");
    expect(predictButton()).toBeEnabled();
    expect(toast).toHaveBeenCalledWith({
      title: "Prediction completed",
      description: `Loan approved (Score: ${score})`,
      variant: "success",
    });
  });

  it("sends the form's application to the API, uses its answer and reports the measured time", async () => {
    routes.predict = () =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              json({
                prediction: "No",
                score: 42,
                probability: 0.3141,
                interval: { low: 0.25, high: 0.4, level: 0.9 },
                contributions: scoreApplication(strong).contributions,
                warnings: [],
                modelVersion: "api-test",
              }),
            ),
          API_MS,
        ),
      );
    await renderPage();
    expect(statValue(showcase.stats.responseTime).getByText(showcase.notMeasured)).toBeInTheDocument();
    fill(strong);
    click("Predict");
    await advance(DELAY_MS);

    expect(predictCalls()).toHaveLength(1);
    expect(JSON.parse(String(predictCalls()[0]?.[1]?.body))).toEqual(strong);
    // The API's (deliberately different) answer wins over the local model's.
    expect(screen.getByRole("heading", { name: "Rejected" })).toBeInTheDocument();
    expect(screen.getByText(loanResult.score(42, 100))).toBeInTheDocument();
    expect(screen.getByText("31%")).toBeInTheDocument();
    // Both models answered from the API: each says so.
    expect(screen.getAllByText(loanResult.sourceApi(API_MS))).toHaveLength(2);
    expect(statValue(showcase.stats.responseTime).getByText(showcase.milliseconds(API_MS))).toBeInTheDocument();
  });

  it("gives the headline accuracy as every other place does: cross-validated, with its interval", async () => {
    await renderPage();
    // docs/models.md and GET /api/health: the trained model 80.9 % [78.4, 83.5], the scorecard 74.9 %, on 614 rows.
    expect(statValue(showcase.stats.accuracy).getByText("80.9%")).toBeInTheDocument();
    const note = showcase.stats.accuracyNote(614, "78.4%", "83.5%", "74.9%");
    expect(statValue(showcase.stats.accuracy).getByText(note)).toBeInTheDocument();
  });

  it("shows a rejection with its score, its costliest reasons and the matching toast", async () => {
    await renderPage();
    fill(weak);
    const { score } = scoreApplication(weak);
    click("Predict");
    await advance(DELAY_MS);

    expect(screen.getByRole("heading", { name: "Rejected" })).toBeInTheDocument();
    expect(screen.getByText("Loan likely to be rejected")).toBeInTheDocument();
    expect(screen.getByText(loanResult.score(score, 100))).toBeInTheDocument();
    expect(screen.getByText(loanResult.reasonLine("Credit history", 0, 40))).toBeInTheDocument();
    expect(screen.getByText(loanResult.reasonLine("Income to loan ratio", 5, 25))).toBeInTheDocument();
    expect(screen.getByText("Credit history", { selector: "span" }).parentElement).toHaveTextContent(
      "Credit history 0 / 40",
    );
    // The short summary screen readers hear, from the polite live region.
    expect(screen.getByText(/^Rejected\. Loan likely to be rejected\./)).toHaveTextContent(
      `${loanResult.score(score, 100)}.`,
    );
    expect(screen.getByText(/^Rejected\. Loan likely/)).toHaveAttribute("aria-live", "polite");
    expect(toast).toHaveBeenCalledWith({
      title: "Prediction completed",
      description: `Loan rejected (Score: ${score})`,
      variant: "default",
    });
  });

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["there is no API (404)", () => Promise.resolve(new Response("Not Found", { status: 404 }))],
  ])("computes the same verdict in the browser when %s, and says so", async (_case, answer) => {
    routes.predict = answer;
    routes.predictTrained = answer;
    await renderPage();
    fill(strong);
    click("Predict");
    await advance(DELAY_MS);

    const { score } = scoreApplication(strong);
    expect(screen.getByRole("heading", { name: "Approved" })).toBeInTheDocument();
    expect(screen.getByText(loanResult.score(score, 100))).toBeInTheDocument();
    expect(screen.getByText(formatProbability(approvalProbability(score, modelCard.calibration)))).toBeInTheDocument();
    expect(screen.getAllByText(loanResult.sourceBrowser)).toHaveLength(2);
    expect(statValue(showcase.stats.responseTime).getByText(showcase.notMeasured)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: `Loan approved (Score: ${score})` }));
  });

  it("shows an Error toast, and no verdict, when the API refuses the application", async () => {
    routes.predict = async () =>
      json({ error: { code: "invalid_body", message: "The loan application is not valid" } }, 400);
    await renderPage();
    fill(strong);
    click("Predict");
    await advance(DELAY_MS);

    expect(toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to get prediction: The loan application is not valid",
      variant: "destructive",
    });
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(predictButton()).toBeEnabled();
  });

  it("validates the numbers before asking anyone: a negative age is an Error toast", async () => {
    await renderPage();
    fill({ ...strong, Age: -5 });
    click("Predict");
    await advance(DELAY_MS);

    expect(predictCalls()).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith({
      title: "Error",
      description: expect.stringMatching(/^Failed to get prediction: Age: /),
      variant: "destructive",
    });
    expect(predictButton()).toBeEnabled();
  });
});
