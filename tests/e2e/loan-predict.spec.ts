import { readFileSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./navigation";

import { closingCard, loanForm, loanPage, loanResult, showcase } from "../../app/content/loan-demo";
import { formatProbability } from "../../app/features/loan-predict/format";
import { approvalProbability } from "../../model/calibration";
import type { ModelCard } from "../../model/model-card";
import { CHOICE_FIELDS, LoanApplicationSchema, LOAN_FIELDS, type LoanApplication } from "../../model/schema";
import { scoreApplication } from "../../model/scorecard";
import { strong, weak } from "../support/loan-fixtures";

const PAGE = "/projects/loan-predict";

/** A sentence of the page's copy around a measured number ("… in 12 ms"), as a pattern for any number. */
function withAnyNumber(sentence: (value: number) => string) {
  const marker = 987_654_321;
  const escaped = sentence(marker).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(String(marker), "\\d+")}$`);
}

// Read as data: Playwright's loader cannot import the JSON that model-card.ts imports.
const modelCard = JSON.parse(
  readFileSync(new URL("../../model/model-card.json", import.meta.url), "utf8"),
) as ModelCard;

const applicants: LoanApplication[] = [
  strong,
  weak,
  // On the threshold: 40 for credit + 10 for a degree, nothing else.
  {
    Gender: "Male",
    Age: 70,
    Income: 1000,
    Married: "No",
    LoanAmount: 300,
    Credit_History: 1,
    Education: "Graduate",
    Property_Area: "Rural",
    Self_Employed: "Yes",
  },
  // Middling: a poor credit history offset by everything else.
  {
    Gender: "Female",
    Age: 45,
    Income: 9000,
    Married: "Yes",
    LoanAmount: 100,
    Credit_History: 0,
    Education: "Graduate",
    Property_Area: "Semiurban",
    Self_Employed: "No",
  },
];

function field(page: Page, name: keyof LoanApplication) {
  return page.getByLabel(loanForm.labels[name], { exact: true });
}

/** Fills a fresh form with the keyboard only: Tab between fields, arrows in selects, typing in inputs. */
async function fillByKeyboard(page: Page, application: LoanApplication) {
  await page.getByRole("link", { name: loanPage.backLink }).focus();
  for (const name of LOAN_FIELDS) {
    await page.keyboard.press("Tab");
    await expect(field(page, name)).toBeFocused();
    const value = application[name];
    if ((CHOICE_FIELDS as readonly string[]).includes(name)) {
      const options: readonly string[] = LoanApplicationSchema.shape[name as (typeof CHOICE_FIELDS)[number]].options;
      // From the disabled "Select…", the first ArrowDown lands on the first real option.
      for (let step = 0; step <= options.indexOf(String(value)); step += 1) await page.keyboard.press("ArrowDown");
    } else if (name === "Credit_History") {
      // Options are "1 = Good" then "0 = Poor"; the form starts on 0.
      if (value === 1) await page.keyboard.press("ArrowUp");
    } else {
      // Tabbing into a text field selects its "0", so typing replaces it.
      await page.keyboard.type(String(value));
    }
    await expect(field(page, name)).toHaveValue(String(value));
  }
}

function expected(application: LoanApplication) {
  const { score, prediction } = scoreApplication(application);
  // The API rounds the probability to 4 decimals; the browser fallback does the same.
  const probability = Math.round(approvalProbability(score, modelCard.calibration) * 10_000) / 10_000;
  return {
    verdict: prediction === "Yes" ? "Approved" : "Rejected",
    summary: prediction === "Yes" ? "Loan likely to be approved" : "Loan likely to be rejected",
    score: loanResult.score(score, 100),
    probability: formatProbability(probability),
  };
}

async function predictAndCheck(page: Page, application: LoanApplication) {
  const want = expected(application);
  await page.keyboard.press("Tab"); // Random Data
  await page.keyboard.press("Tab"); // Predict
  await expect(page.getByRole("button", { name: "Predict" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Predicting..." })).toBeDisabled();
  const verdict = page.getByTestId("verdict");
  await expect(verdict.getByRole("heading", { name: want.verdict, level: 3 })).toBeVisible();
  await expect(verdict.getByText(want.summary, { exact: true })).toBeVisible();
  await expect(verdict.locator("..").getByText(want.score, { exact: true })).toBeVisible();
  await expect(page.getByTestId("probability")).toHaveText(want.probability);
  // Screen readers hear the same verdict from the polite live region.
  await expect(page.locator('main p[aria-live="polite"]')).toContainText(
    `${want.verdict}. ${want.summary}. ${want.score}.`,
  );
}

test.describe("loan prediction page", () => {
  test("every word is in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    for (const text of [
      "Loan Default Prediction",
      "Test our AI model to predict loan approval probability",
      "Loan Application Details",
      "Fill the form and click Predict to see the AI model&#x27;s decision",
      "About the Model",
      "AI Project Showcase",
      "Technology Stack",
      "How It Works",
      "Key Features",
      "Project Impact",
      "Live API Endpoint",
      showcase.health.checking,
      "/api/predict",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("keyboard-filled applications get the model's verdict from POST /api/predict", async ({ page }) => {
    test.slow(); // four applicants, each with the one-second simulated wait
    for (const application of applicants) {
      await gotoHydrated(page, PAGE);
      await expect(page.getByText(showcase.health.live, { exact: true })).toBeVisible();
      await fillByKeyboard(page, application);
      const request = page.waitForRequest((r) => r.url().endsWith("/api/predict") && r.method() === "POST");
      await predictAndCheck(page, application);
      expect((await request).postDataJSON()).toEqual(application);
      await expect(page.getByText(withAnyNumber(loanResult.sourceApi))).toBeVisible();
      await expect(page.getByText(withAnyNumber(showcase.milliseconds))).toBeVisible();
    }
  });

  test("with the API down, the browser computes the same verdict and says so", async ({ page }) => {
    test.slow();
    await page.route("**/api/predict", (route) => route.abort());
    await page.route("**/api/health", (route) => route.abort());
    for (const application of applicants.slice(0, 2)) {
      await gotoHydrated(page, PAGE);
      await expect(page.getByText(showcase.health.offline, { exact: true })).toBeVisible();
      await fillByKeyboard(page, application);
      await predictAndCheck(page, application);
      await expect(page.getByText(loanResult.sourceBrowser)).toBeVisible();
    }
  });

  test("Random Data leaves every field valid", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    for (let round = 0; round < 3; round += 1) {
      await page.getByRole("button", { name: "Random Data" }).click();
      const values = Object.fromEntries(
        await Promise.all(LOAN_FIELDS.map(async (name) => [name, await field(page, name).inputValue()] as const)),
      );
      const numbers = ["Age", "Income", "LoanAmount", "Credit_History"].map((name) => [name, Number(values[name])]);
      expect(LoanApplicationSchema.safeParse({ ...values, ...Object.fromEntries(numbers) }).success).toBe(true);
    }
  });

  test("the live endpoint box shows this deployment's URL", async ({ page, baseURL }) => {
    await gotoHydrated(page, PAGE);
    await expect(page.getByTestId("endpoint-url")).toHaveText(`${baseURL}/api/predict`);
    await expect(page.getByText(`curl -X POST ${baseURL}/api/predict`)).toBeVisible();
  });

  test("the closing card's button returns to the top", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await page.getByRole("button", { name: closingCard.button }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("has no axe violations with a prediction shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, PAGE);
    await fillByKeyboard(page, applicants[1] as LoanApplication);
    await predictAndCheck(page, applicants[1] as LoanApplication);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
