import { readFileSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import type { RunText } from "#app/words/loan/what-if";
import type { ServingCard } from "#model/card/parts";
import type { WhatIfField } from "#model/recourse/what-if";
import type { LoanApplication } from "#model/schema";
import { APPROVAL_THRESHOLD } from "#model/scorecard/scorecard";
import { predictTrained } from "#model/trained/regression";
import { outOfData } from "#model/uncertainty/out-of-data";

import { THEMES } from "../support/themes";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { formatPercent, formatProbability, loanForm, whatIf } = content;

const PAGE = "/projects/loan-predict";

/**
 * The scorecard gives this applicant 35 points before the income-to-loan ratio (credit history 0, Graduate 10,
 * Married 10, age 5, Urban 5, employed 5); on a loan of 100 an income I is a ratio of I / 100: 0 points up to 500,
 * 5 up to 1,000, 15 up to 2,000 (50: approved from 1,001), 25 above.
 */
const FORM: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 1000,
  Married: "Yes",
  LoanAmount: 100,
  Credit_History: 0,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};
/** A share link of the application. */
const QUERY = new URLSearchParams(
  Object.fromEntries(Object.entries(FORM).map(([field, value]) => [field, String(value)])),
).toString();

/** Opens the share link, waits for it to fill the form, then presses Predict: the verdict brings the section. */
async function openAndPredict(page: Page) {
  await gotoHydrated(page, `${PAGE}?${QUERY}`);
  await expect(page.getByLabel(loanForm.labels.Income, { exact: true })).toHaveValue(String(FORM.Income));
  await page.getByRole("button", { name: loanForm.predictButton }).click();
}

// Read as data: Playwright's loader cannot import the JSON that serving-card.ts imports.
const { served, dataLimits } = JSON.parse(
  readFileSync(new URL("../../model/card/serving-card.json", import.meta.url), "utf8"),
) as ServingCard;
/** The trained model's probability, and its verdict: none where the application lies outside the data. */
function trainedAt(field: WhatIfField, value: number) {
  const application = { ...FORM, [field]: value };
  const answer = predictTrained(application, served.parameters, served.cut);
  const outside = outOfData(application, dataLimits, served.parameters.columns).abstention !== null;
  return { probability: answer.probability, prediction: outside ? null : answer.prediction };
}

/** The readout at one amount: the trained model's answer there, and the scorecard's points worked above. */
function readoutAt(field: WhatIfField, value: number, shown: string, score: number) {
  const trained = trainedAt(field, value);
  const own = value === FORM[field];
  const scorecard = score >= APPROVAL_THRESHOLD ? "Yes" : "No";
  return whatIf.readout(
    field,
    shown,
    own,
    formatProbability(trained.probability),
    trained.prediction,
    score,
    scorecard,
  );
}

/**
 * The trained model's part of a curve's description. With credit history 0 it rejects wherever it answers (its
 * probability only rises with the income and falls with the loan: model/recourse/recourse-served.test.ts); where
 * the application leaves the data it gives no verdict: numpy (scripts/model/sklearn/out-of-data.py) puts FORM inside
 * from an income of 388 and up to a loan of 320.
 */
function trainedPart(field: WhatIfField, [low, high]: [number, number], runs: RunText[]) {
  const ends = [trainedAt(field, low), trainedAt(field, high)] as const;
  expect(
    ends.map((end) => end.prediction),
    "the trained model rejects or gives no verdict at both ends",
  ).not.toContain("Yes");
  return {
    from: formatProbability(ends[0].probability),
    to: formatProbability(ends[1].probability),
    cut: formatPercent(served.cut),
    runs,
  };
}

const section = (page: Page) => page.getByRole("region", { name: whatIf.title });
const readout = (page: Page) => page.getByTestId("what-if-readout");

/** The what-if section's own script (its chunk is named after its file). */
const isWhatIfChunk = (url: string) => /\/what-if-section-[^/]*\.js$/.test(url);

test.describe("what-if curves", () => {
  test("load only once a verdict is shown, and move by keyboard over both amounts", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await gotoHydrated(page, PAGE);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter(isWhatIfChunk)).toEqual([]);
    await expect(section(page)).toHaveCount(0);

    await openAndPredict(page);
    await expect(section(page)).toBeVisible();
    expect(scripts.filter(isWhatIfChunk)).toHaveLength(1);
    await expect(page.getByTestId("what-if-chart")).toBeVisible();
    // Incomes 250–4,000 (1,000 ÷ 4 to × 4): 35 points up to 1,000, 50 from 1,001, 60 above 2,000.
    await expect(page.getByTestId("what-if-description")).toHaveText(
      whatIf.description(
        "Income",
        { from: "250", to: "4,000", own: "1,000" },
        trainedPart(
          "Income",
          [250, 4000],
          [
            { prediction: null, from: "250", to: "387" },
            { prediction: "No", from: "388", to: "4,000" },
          ],
        ),
        {
          from: 35,
          to: 60,
          runs: [
            { prediction: "No", from: "250", to: "1,000" },
            { prediction: "Yes", from: "1,001", to: "4,000" },
          ],
        },
      ),
    );

    const slider = section(page).getByRole("slider", { name: whatIf.slider("Income") });
    await slider.focus();
    await expect(readout(page)).toHaveText(readoutAt("Income", 1000, "1,000", 40));
    // One step up: 1000 × 4^(1/16) = 1,090.5 → 1,091, a ratio of 10.91: 15 points, 50 in all.
    await page.keyboard.press("ArrowRight");
    await expect(readout(page)).toHaveText(readoutAt("Income", 1091, "1,091", 50));
    await expect(slider).toHaveAttribute("aria-valuetext", (await readout(page).textContent()) ?? "");
    await page.keyboard.press("End");
    await expect(readout(page)).toHaveText(readoutAt("Income", 4000, "4,000", 60));
    await page.keyboard.press("Home");
    await expect(readout(page)).toHaveText(readoutAt("Income", 250, "250", 35));

    // Arrow keys in the radio group choose the loan amount; the slider starts again on the applicant's own.
    await section(page).getByRole("radio", { name: whatIf.fields.Income }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(section(page).getByRole("radio", { name: whatIf.fields.LoanAmount })).toBeChecked();
    await expect(readout(page)).toHaveText(readoutAt("LoanAmount", 100, "100", 40));
    // Loans 25–400 on an income of 1,000: a ratio over 10 (50 points or more) up to a loan of 99.
    await expect(page.getByTestId("what-if-description")).toHaveText(
      whatIf.description(
        "LoanAmount",
        { from: "25", to: "400", own: "100" },
        trainedPart(
          "LoanAmount",
          [25, 400],
          [
            { prediction: "No", from: "25", to: "320" },
            { prediction: null, from: "321", to: "400" },
          ],
        ),
        {
          from: 60,
          to: 35,
          runs: [
            { prediction: "Yes", from: "25", to: "99" },
            { prediction: "No", from: "100", to: "400" },
          ],
        },
      ),
    );
  });

  for (const colorScheme of THEMES) {
    test(`has no axe violations, ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
      await openAndPredict(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await expect(section(page)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("[data-testid='what-if']")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
