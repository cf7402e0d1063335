import { readFileSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";

import { metricsAt } from "#app/components/threshold-explorer/cut-metrics";
import type { ModelEvaluation, ServingCard } from "#model/card/parts";
import { CHOICE_FIELDS, LoanApplicationSchema, LOAN_FIELDS, type LoanApplication } from "#model/schema";
import { approvalProbability } from "#model/scorecard/calibration";
import { scoreApplication } from "#model/scorecard/scorecard";
import { predictTrained } from "#model/trained/regression";
import { outOfData } from "#model/uncertainty/out-of-data";

import { strong, weak } from "../support/loan/loan-fixtures";
import { THEMES } from "../support/themes";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const {
  datasheetSection,
  closingCard,
  loanForm,
  loanPage,
  loanResult,
  showcase,
  calibrationSection,
  crossValidationSection,
  fairnessSection,
  rocSection,
  thresholdExplorer,
  equalityLaw,
  formatPercent,
  formatProbability,
} = content;

const PAGE = "/projects/loan-predict";

/** A sentence of the page's copy around a measured number ("… in 12 ms"), as a pattern for any number. */
function withAnyNumber(sentence: (value: number) => string) {
  const marker = 987_654_321;
  const escaped = sentence(marker).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(String(marker), "\\d+")}$`);
}

// Read as data: Playwright's loader cannot import the JSON that serving-card.ts and model-evaluation.ts import.
function readCard<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../model/${file}`, import.meta.url), "utf8")) as T;
}
const modelCard = readCard<ServingCard>("card/serving-card.json");
const evaluation = readCard<ModelEvaluation>("card/model-evaluation.json");

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
  // The header's last control (after the way back) is the theme toggle; the form's fields come next.
  await page.getByRole("button", { name: "Dark theme" }).focus();
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

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function expected(application: LoanApplication) {
  const { score, prediction } = scoreApplication(application);
  // The API rounds the probability to 4 decimals; the browser fallback does the same.
  const probability = round4(approvalProbability(score, modelCard.calibration));
  const trained = predictTrained(application, modelCard.served.parameters, modelCard.served.cut);
  const outside = outOfData(application, modelCard.dataLimits, modelCard.served.parameters.columns).abstention !== null;
  return {
    verdict: prediction === "Yes" ? "Approved" : "Rejected",
    summary: prediction === "Yes" ? "Loan likely to be approved" : "Loan likely to be rejected",
    score: loanResult.score(score, 100),
    probability: formatProbability(probability),
    // Below one half, the verdict says so beside it.
    disagrees: (prediction === "Yes") !== probability >= 0.5,
    trainedVerdict: outside ? loanResult.trained.abstained : trained.prediction === "Yes" ? "Approved" : "Rejected",
    trainedProbability: formatProbability(round4(trained.probability)),
    agreement: outside
      ? loanResult.agreement.trainedAbstains
      : prediction === trained.prediction
        ? prediction === "Yes"
          ? loanResult.agreement.bothApprove
          : loanResult.agreement.bothReject
        : prediction === "Yes"
          ? loanResult.agreement.onlyScorecard
          : loanResult.agreement.onlyTrained,
    outside,
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
  // The trained model beside it, and whether the two agree.
  const trained = page.getByTestId("trained-verdict");
  await expect(trained.getByText(want.trainedVerdict, { exact: true })).toBeVisible();
  await expect(page.getByTestId("trained-probability")).toHaveText(want.trainedProbability);
  await expect(page.getByTestId("agreement")).toHaveText(want.agreement);
  // Outside the data, the same warning goes with both verdicts; below one half, the scorecard's verdict says so.
  await expect(page.getByTestId("data-caveats")).toHaveCount(want.outside ? 1 : 0);
  await expect(page.getByTestId("probability-disagrees")).toHaveCount(want.disagrees ? 1 : 0);
  // Screen readers hear the same verdict from the polite live region.
  await expect(page.locator('main p[aria-live="polite"]', { hasText: want.summary })).toContainText(
    `${want.verdict}. ${want.summary}. ${want.score}.`,
  );
}

test.describe("loan prediction page", () => {
  test("every word is in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    for (const text of [
      "Loan Default Prediction",
      "Test our AI model to predict loan approval probability",
      loanPage.labelNote.replace(/'/g, "&#x27;"),
      "Loan Application Details",
      "Fill the form and click Predict to see the AI model&#x27;s decision",
      "About the Model",
      "AI Project Showcase",
      "Technology Stack",
      "How It Works",
      "Key Features",
      "Project Impact",
      "Live API Endpoint",
      crossValidationSection.title,
      rocSection.title,
      thresholdExplorer.slider,
      calibrationSection.title,
      fairnessSection.title,
      equalityLaw.title,
      datasheetSection.title,
      showcase.health.checking,
      "/api/predict",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("keyboard-filled applications get both models' verdicts in one request to the API", async ({ page }) => {
    test.slow(); // four applicants, each with the one-second simulated wait
    for (const application of applicants) {
      await gotoHydrated(page, PAGE);
      // The stats section loads its code as it comes near the viewport.
      await page.getByRole("heading", { name: showcase.title }).scrollIntoViewIfNeeded();
      await expect(page.getByText(showcase.health.live, { exact: true })).toBeVisible();
      await fillByKeyboard(page, application);
      const predictions: Request[] = [];
      const listen = (request: Request) => {
        if (new URL(request.url()).pathname.startsWith("/api/predict")) predictions.push(request);
      };
      page.on("request", listen);
      await predictAndCheck(page, application);
      page.off("request", listen);
      // One request, so one unit of the rate limit, per Predict.
      expect(predictions.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
        "POST /api/predict/both",
      ]);
      expect(predictions[0]!.postDataJSON()).toEqual(application);
      await expect(page.getByText(withAnyNumber(loanResult.sourceApi))).toHaveCount(2);
      await expect(page.getByText(withAnyNumber(showcase.milliseconds))).toBeVisible();
    }
  });

  test("with the API down, the browser computes the same verdict and says so", async ({ page }) => {
    test.slow();
    await page.route("**/api/predict/both", (route) => route.abort());
    await page.route("**/api/health", (route) => route.abort());
    for (const application of applicants.slice(0, 2)) {
      await gotoHydrated(page, PAGE);
      await page.getByRole("heading", { name: showcase.title }).scrollIntoViewIfNeeded();
      await expect(page.getByText(showcase.health.offline, { exact: true })).toBeVisible();
      await fillByKeyboard(page, application);
      await predictAndCheck(page, application);
      await expect(page.getByText(loanResult.sourceBrowser)).toHaveCount(2);
    }
  });

  test("with the API's rate limit reached (429), the browser answers and says why", async ({ page }) => {
    const limited = { error: { code: "rate_limited", message: "Too many requests" } };
    await page.route("**/api/predict/both", (route) => route.fulfill({ status: 429, json: limited }));
    await gotoHydrated(page, PAGE);
    await fillByKeyboard(page, weak);
    await predictAndCheck(page, weak);
    await expect(page.getByText(loanResult.sourceRateLimited)).toHaveCount(2);
  });

  test("the threshold explorer works by keyboard: the slider moves the metrics", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const slider = page.getByRole("slider", { name: thresholdExplorer.slider });
    await slider.focus();
    await expect(slider).toBeFocused();
    await expect(slider).toHaveValue("50");
    const summaryAt = (points: number) => {
      const metrics = metricsAt(evaluation.thresholds.scorecard[points]!);
      const share = (value: number | null) =>
        value === null ? thresholdExplorer.noApprovals : formatPercent(value, 1);
      return thresholdExplorer.summary(
        thresholdExplorer.models.scorecard,
        // The grid's first cut approves everyone, and says so.
        points === 0 ? thresholdExplorer.everyone.approved : thresholdExplorer.cut.scorecard(points),
        share(metrics.accuracy),
        share(metrics.precision),
        share(metrics.recall),
        share(metrics.approvalRate),
      );
    };
    const summary = page.getByTestId("cut-summary");
    await expect(summary).toHaveText(summaryAt(50));
    for (let step = 0; step < 11; step += 1) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("61");
    await expect(slider).toHaveAttribute("aria-valuetext", "61 points");
    await expect(summary).toHaveText(summaryAt(61));
    await page.keyboard.press("Home");
    await expect(summary).toHaveText(summaryAt(0));
    // The radio buttons switch models from the keyboard too.
    await page.getByRole("radio", { name: thresholdExplorer.models.scorecard }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: thresholdExplorer.models.trained })).toBeChecked();
    await expect(slider).toHaveAttribute("aria-valuetext", "50%");
  });

  test("the charts are drawn from the model card, each named by its text summary", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const roc = page.getByTestId("roc-chart");
    await roc.scrollIntoViewIfNeeded();
    await expect(roc).toHaveAttribute("role", "img");
    await expect(page.getByRole("img", { name: /^ROC curves of the out-of-fold scores/ })).toBeVisible();
    await expect(roc.locator("path[data-model]")).toHaveCount(2);
    const reliability = page.getByRole("img", { name: /^Reliability diagram of both models/ });
    await reliability.scrollIntoViewIfNeeded();
    await expect(reliability.locator("circle")).toHaveCount(evaluation.reliability.scorecard.length);
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
    // Its code loads as it comes near the viewport.
    await page.getByTestId("endpoint-url").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("endpoint-url")).toHaveText(`${baseURL}/api/predict`);
    await expect(page.getByText(`curl -X POST ${baseURL}/api/predict`)).toBeVisible();
  });

  test("the closing card's button returns to the top", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await page.getByRole("button", { name: closingCard.button }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  // Both themes: the system setting chooses one when the visitor has not (lib/theme/theme-script.ts).
  for (const colorScheme of THEMES) {
    test(`has no axe violations with a prediction shown, ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
      await gotoHydrated(page, PAGE);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await fillByKeyboard(page, applicants[1] as LoanApplication);
      await predictAndCheck(page, applicants[1] as LoanApplication);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations).toEqual([]);
    });

    test(`has no axe violations in the evaluation sections, once loaded and with the trained model chosen, ${colorScheme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
      await gotoHydrated(page, PAGE);
      const titles = [
        crossValidationSection.title,
        rocSection.title,
        calibrationSection.title,
        fairnessSection.title,
        datasheetSection.title,
      ];
      for (const title of titles) await page.getByRole("heading", { name: title, level: 2 }).scrollIntoViewIfNeeded();
      // Its section's code loads as it nears the viewport: a person picks the model once it has hydrated.
      const trained = page.getByRole("radio", { name: thresholdExplorer.models.trained });
      await trained.scrollIntoViewIfNeeded();
      await expect
        .poll(() => trained.evaluate((radio) => Object.keys(radio).some((key) => key.startsWith("__react"))))
        .toBe(true);
      await trained.check();
      for (const summary of await page.locator("details > summary").all()) await summary.click();
      const results = await new AxeBuilder({ page })
        .include("section[aria-labelledby='cross-validation-title']")
        .include("section[aria-labelledby='roc-title']")
        .include("section[aria-labelledby='calibration-title']")
        .include("section[aria-labelledby='fairness-title']")
        .include("section[aria-labelledby='datasheet-title']")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
