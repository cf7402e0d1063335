import { expect, type Page, test } from "@playwright/test";

import { content } from "./built-content";

const { skillCategories } = content;

const APPLICATION = {
  Gender: "Male",
  Age: 35,
  Income: 6000,
  Married: "Yes",
  LoanAmount: 250,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

// Problems the browser reports about our own headers: CSP blocks, and Permissions-Policy typos.
const HEADER_PROBLEM = /Content Security Policy|Refused to|Permissions-Policy|Unrecognized feature/i;

/** Records CSP violations (as events, before any page script runs), console lines and page errors. */
async function watchForViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return {
    headerProblems: () => messages.filter((message) => HEADER_PROBLEM.test(message)),
    pageErrors: () => messages.filter((message) => message.startsWith("pageerror")),
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

test("GET /api/health answers ok, with the served models' versions and cross-validated accuracies", async ({
  request,
}) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  // docs/models.md: 80.9 % [78.4, 83.5] for the trained model.
  expect(await response.json()).toMatchObject({
    status: "ok",
    models: {
      scorecard: { version: expect.stringMatching(/^scorecard@/) },
      trained: {
        version: expect.any(String),
        crossValidated: { accuracy: { mean: 0.8094, low: 0.7843, high: 0.8345 } },
      },
    },
  });
});

test("the page can ask /api/predict itself, under its CSP", async ({ page }) => {
  const watch = await watchForViolations(page);
  await page.goto("/");
  const answer = await page.evaluate(async (application) => {
    const response = await fetch("/api/predict", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(application),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, APPLICATION);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ prediction: "Yes", score: 100, modelVersion: expect.any(String) });
  expect(await watch.violations()).toEqual([]);
});

test("the landing page hydrates under its CSP without a single violation", async ({ page }) => {
  const watch = await watchForViolations(page);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  // The page's inline module, which starts the islands' script, ran: the CSP allows it by its hash.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Only a hydrated island answers a click: the skill filter is plain buttons in the prerendered HTML.
  const filter = page.getByRole("group", { name: "Filter skills by category" });
  const category = skillCategories.find((c) => c.id !== "all")!;
  const button = filter.getByRole("button", { name: category.name, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
  }).toPass();

  expect(await watch.violations()).toEqual([]);
  expect(watch.headerProblems()).toEqual([]);
  expect(watch.pageErrors()).toEqual([]);
});

test("the prediction page hydrates, predicts through the API, and breaks no CSP rule", async ({ page }) => {
  const watch = await watchForViolations(page);
  await page.goto("/projects/loan-predict");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const gender = page.getByLabel("Gender");
  await expect(async () => {
    await page.getByRole("button", { name: "Random Data" }).click();
    await expect(gender).not.toHaveValue("", { timeout: 500 });
  }).toPass();

  // Predict asks both models in one request.
  const apiAnswer = page.waitForResponse(
    (response) => response.url().endsWith("/api/predict/both") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Predict", exact: true }).click();
  const response = await apiAnswer;
  expect(response.status()).toBe(200);
  const both = (await response.json()) as { scorecard: { prediction: unknown }; trained: { prediction: unknown } };
  expect(["Yes", "No"]).toContain(both.scorecard.prediction);
  // A random applicant can lie outside the data: then the trained model gives no verdict.
  expect(["Yes", "No", null]).toContain(both.trained.prediction);

  expect(await watch.violations()).toEqual([]);
  expect(watch.headerProblems()).toEqual([]);
  expect(watch.pageErrors()).toEqual([]);
});
