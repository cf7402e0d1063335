import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

import { apiTiming } from "#app/features/loan-predict/api-timing";
import { LoanPredictPage } from "#app/features/loan-predict/loan-predict-page";
import { toast } from "#app/lib/toast";
import { loanForm } from "#app/words/loan/form";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { LOAN_FIELDS } from "#model/fields";
import type { LoanApplication } from "#model/schema";
import { approvalProbability } from "#model/scorecard/calibration";
import { scoreApplication } from "#model/scorecard/scorecard";
import { trainedPredictionFor } from "#model/trained/predict";

import { modelCard } from "./full-model-card";
import { strong, weak } from "./loan-fixtures";

export { strong, weak };

// Test support for the page's component tests (not a test file itself).

/** The page's simulated wait before a verdict (1000 ms, PREDICTION_DELAY_MS). */
export const DELAY_MS = 1000;
export const API_MS = 12;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** What a correct API answers: the scorecard's verdict, with the warnings both models share, after API_MS of (fake) time. */
export function liveApi(init?: RequestInit): Promise<Response> {
  const application = JSON.parse(String(init?.body)) as LoanApplication;
  const { score, prediction, contributions } = scoreApplication(application);
  const probability = approvalProbability(score, modelCard.calibration);
  const body = {
    prediction,
    score,
    probability,
    interval: { low: 0.1, high: 0.9, level: 0.9 },
    contributions,
    warnings: trainedPredictionFor(application, bootstrapRefits).warnings,
    modelVersion: "scorecard-api",
  };
  return new Promise((resolve) => setTimeout(() => resolve(json(body)), API_MS));
}

/** What a correct trained-model API answers, after API_MS of (fake) time. */
export function liveTrainedApi(init?: RequestInit): Promise<Response> {
  const application = JSON.parse(String(init?.body)) as LoanApplication;
  const body = { ...trainedPredictionFor(application, bootstrapRefits), modelVersion: "trained-api" };
  return new Promise((resolve) => setTimeout(() => resolve(json(body)), API_MS));
}

type Route = (init?: RequestInit) => Promise<Response>;

export const routes = {
  predict: liveApi as Route,
  predictTrained: liveTrainedApi as Route,
  health: (): Promise<Response> => Promise.resolve(json({ status: "ok", version: "1", uptimeSeconds: 1 })),
};

/**
 * Predict's one request, POST /api/predict/both, answered as the server would from the two models' routes:
 * both answers, or the first that is not a JSON 200 as it is (a refusal, an error page, a network failure).
 */
async function bothApi(init?: RequestInit): Promise<Response> {
  const answers = await Promise.all([routes.predict(init), routes.predictTrained(init)]);
  const failed = answers.find((answer) => !answer.ok || !answer.headers.get("content-type")?.includes("json"));
  if (failed) return failed;
  const [scorecard, trained] = await Promise.all(answers.map((answer) => answer.json()));
  return json({ scorecard, trained });
}

export const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  if (url === "/api/health") return routes.health();
  if (url === "/api/predict/both") return bothApi(init);
  return Promise.resolve(json({ error: { code: "not_found", message: `${url} is not stubbed` } }, 404));
});

/** The page's prediction requests: one per Predict, for both models. */
export function predictCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === "/api/predict/both");
}

// The parts of the page that load lazily in the browser (the what-if section, under a verdict), loaded before each
// test so the page's lazy imports resolve without (fake) time.
const LAZY_MODULES = [() => import("#app/features/loan-predict/evaluation/what-if/what-if-section")];

/** Fake timers, a fake fetch, a still matchMedia and a clean toast mock around every test. */
export function setUpLoanTestEnvironment() {
  beforeEach(async () => {
    // The page loads its API client on the first Predict; have it in the module cache already, so
    // that load takes no (fake) time.
    await import("#app/features/loan-predict/predictor/predict-client");
    await Promise.all(LAZY_MODULES.map((load) => load()));
    vi.useFakeTimers();
    routes.predict = liveApi;
    routes.predictTrained = liveTrainedApi;
    routes.health = () => Promise.resolve(json({ status: "ok", version: "1", uptimeSeconds: 1 }));
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    cleanup();
    // The page's store of the last API time lives as long as the page (a module), here as long as the tests.
    apiTiming.set(null);
    window.history.replaceState(null, "", "/");
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/**
 * Renders the whole page, at its address, as one React tree (its islands are parts of it when React renders it in
 * the browser, lib/islands/island.tsx), and lets the health check settle. Events go through fireEvent: user-event waits
 * on real-looking timeouts that Testing Library only advances under Jest's fake timers. The page's simulated wait is
 * DELAY_MS.
 */
export async function renderPage(search = "") {
  window.history.replaceState(null, "", `/projects/loan-predict${search}`);
  render(<LoanPredictPage />);
  await settle();
}

/** Lets pending promises (fetch, health check, the lazy parts' imports) settle, without moving the clock. */
export async function settle() {
  for (let round = 0; round < 5; round += 1) await act(async () => {});
}

export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A field by its visible label, whatever the owner words it as. */
export function field(name: keyof LoanApplication) {
  return screen.getByLabelText(loanForm.labels[name]) as HTMLInputElement | HTMLSelectElement;
}

export function choose(name: keyof LoanApplication, value: string | number) {
  fireEvent.change(field(name), { target: { value: String(value) } });
}

export function fill(application: LoanApplication) {
  for (const name of LOAN_FIELDS) choose(name, application[name]);
}

export function click(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

export function predictButton() {
  return screen.getByRole("button", { name: /^(Predict|Predicting\.\.\.)$/ });
}

export function statValue(label: string) {
  const card = screen.getByText(label, { selector: "p" }).closest("li");
  if (!card) throw new Error(`no stat ${label}`);
  return within(card);
}
