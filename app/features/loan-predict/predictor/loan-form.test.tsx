// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { toast } from "#app/lib/toast";
import { showcase } from "#app/words/loan/demo";
import { loanForm } from "#app/words/loan/form";
import { LOAN_FIELDS } from "#model/fields";
import { mulberry32 } from "#model/mulberry32";
import { randomApplicant } from "#model/random-applicant";
import { CHOICE_FIELDS, LoanApplicationSchema } from "#model/schema";
import {
  advance,
  choose,
  click,
  DELAY_MS,
  field,
  fill,
  predictCalls,
  renderPage,
  routes,
  settle,
  statValue,
  strong,
  setUpLoanTestEnvironment,
} from "#tests/support/loan/loan-test-helpers";

vi.mock("#app/lib/toast", () => ({ toast: vi.fn() }));

setUpLoanTestEnvironment();

const PLACEHOLDER = "Fill the form and click Predict to see the AI model's decision";

function formValues() {
  const values = Object.fromEntries(LOAN_FIELDS.map((name) => [name, field(name).value]));
  const numeric = ["Age", "Income", "LoanAmount", "Credit_History"].map((name) => [name, Number(values[name])]);
  return { ...values, ...Object.fromEntries(numeric) };
}

async function predictStrong() {
  fill(strong);
  click("Predict");
  await advance(DELAY_MS);
  expect(screen.getByRole("heading", { name: "Approved" })).toBeInTheDocument();
}

describe("the loan form", { timeout: 20_000 }, () => {
  it("starts empty: choices unchosen, numbers and credit history at 0", async () => {
    await renderPage();
    for (const name of CHOICE_FIELDS) {
      expect(field(name)).toHaveValue("");
      expect(
        screen
          .getAllByRole("option", { name: loanForm.placeholder })
          .every((option) => option.hasAttribute("disabled")),
      ).toBe(true);
    }
    expect(field("Age")).toHaveValue("0");
    expect(field("Income")).toHaveValue("0");
    expect(field("LoanAmount")).toHaveValue("0");
    expect(field("Credit_History")).toHaveValue("0");
    expect(screen.getByRole("option", { name: "1 = Good" })).toHaveValue("1");
    expect(screen.getByRole("option", { name: "0 = Poor" })).toHaveValue("0");
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it("parses numbers as integers: '12abc' is 12, 'abc' is 0", async () => {
    await renderPage();
    fireEvent.change(field("Age"), { target: { value: "12abc" } });
    expect(field("Age")).toHaveValue("12");
    fireEvent.change(field("Income"), { target: { value: "abc" } });
    expect(field("Income")).toHaveValue("0");
    fireEvent.change(field("LoanAmount"), { target: { value: "250.7" } });
    expect(field("LoanAmount")).toHaveValue("250");
  });

  it.each([
    ["a choice", () => choose("Married", "No")],
    ["a number", () => choose("Income", 100)],
    ["credit history", () => choose("Credit_History", 0)],
  ])("clears the result when %s is edited", async (_what, edit) => {
    await renderPage();
    await predictStrong();
    edit();
    expect(screen.queryByRole("heading", { name: "Approved" })).not.toBeInTheDocument();
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
  });

  it("never shows a verdict for values edited during the wait", async () => {
    await renderPage();
    fill(strong);
    click("Predict");
    await advance(DELAY_MS / 2);
    choose("Credit_History", 0);
    await advance(DELAY_MS);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Predict" })).toBeEnabled();
  });

  it("Random Data fills every field with the model's random applicant, clears the result and toasts", async () => {
    await renderPage();
    await predictStrong();
    vi.mocked(toast).mockClear();
    vi.spyOn(Math, "random").mockImplementation(mulberry32(2024));
    click("Random Data");

    expect(formValues()).toEqual(randomApplicant(mulberry32(2024)));
    expect(LoanApplicationSchema.safeParse(formValues()).success).toBe(true);
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: "Random data generated",
      description: "Form filled with random values",
    });
  });

  it("Random Data is always a valid, complete application", async () => {
    await renderPage();
    for (let round = 0; round < 5; round += 1) {
      click("Random Data");
      expect(LoanApplicationSchema.parse(formValues())).toBeTruthy();
    }
    click("Predict");
    await advance(DELAY_MS);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Missing fields" }));
    expect(predictCalls()).toHaveLength(1);
  });
});

describe("the headline stats", { timeout: 20_000 }, () => {
  it("reads 'Checking…' until GET /api/health answers, then 'Live'", async () => {
    let answer: (response: Response) => void = () => {};
    routes.health = () => new Promise((resolve) => (answer = resolve));
    await renderPage();
    expect(statValue(showcase.stats.apiStatus).getByText(showcase.health.checking)).toBeInTheDocument();
    answer(new Response(JSON.stringify({ status: "ok" }), { headers: { "content-type": "application/json" } }));
    await settle();
    expect(statValue(showcase.stats.apiStatus).getByText(showcase.health.live)).toBeInTheDocument();
  });

  it.each([
    ["unreachable", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["missing (404)", () => Promise.resolve(new Response("Not Found", { status: 404 }))],
  ])("reads 'Offline' when the API is %s", async (_how, health) => {
    routes.health = health;
    await renderPage();
    expect(statValue(showcase.stats.apiStatus).getByText(showcase.health.offline)).toBeInTheDocument();
  });

  it("shows the number of features the model reads (its nine fields)", async () => {
    await renderPage();
    expect(statValue(showcase.stats.features).getByText("9")).toBeInTheDocument();
  });
});
