import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./navigation";

import { whatIf } from "../../app/content/loan-what-if";
import { THEMES } from "../support/themes";

const PAGE = "/projects/loan-predict";

/**
 * A share link that predicts at once. The scorecard gives this applicant 35 points before the income-to-loan
 * ratio (credit history 0, Graduate 10, Married 10, age 5, Urban 5, employed 5); on a loan of 100 an income I is a
 * ratio of I / 100: 0 points up to 500, 5 up to 1,000, 15 up to 2,000 (50: approved from 1,001), 25 above.
 */
const QUERY =
  "Gender=Female&Age=35&Income=1000&Married=Yes&LoanAmount=100&Credit_History=0&Education=Graduate&Property_Area=Urban&Self_Employed=No&predicted=1";

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

    await gotoHydrated(page, `${PAGE}?${QUERY}`);
    await expect(section(page)).toBeVisible();
    expect(scripts.filter(isWhatIfChunk)).toHaveLength(1);
    await expect(page.getByTestId("what-if-chart")).toBeVisible();
    await expect(page.getByTestId("what-if-description")).toContainText(
      "The scorecard's score goes from 35 to 60 points; it rejects from 250 to 1,000, then approves from 1,001 to 4,000.",
    );

    const slider = section(page).getByRole("slider", { name: "Monthly income to try" });
    await slider.focus();
    await expect(readout(page)).toContainText("Monthly income 1,000 (yours)");
    await expect(readout(page)).toContainText("scorecard 40 points, rejected.");
    // One step up: 1000 × 4^(1/16) = 1,090.5 → 1,091, a ratio of 10.91: 15 points, 50 in all.
    await page.keyboard.press("ArrowRight");
    await expect(readout(page)).toContainText("Monthly income 1,091:");
    await expect(readout(page)).toContainText("scorecard 50 points, approved.");
    await expect(slider).toHaveAttribute("aria-valuetext", (await readout(page).textContent()) ?? "");
    await page.keyboard.press("End");
    await expect(readout(page)).toContainText("Monthly income 4,000:");
    await expect(readout(page)).toContainText("scorecard 60 points, approved.");
    await page.keyboard.press("Home");
    await expect(readout(page)).toContainText("Monthly income 250:");
    await expect(readout(page)).toContainText("scorecard 35 points, rejected.");

    // Arrow keys in the radio group choose the loan amount; the slider starts again on the applicant's own.
    await section(page).getByRole("radio", { name: "Income" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(section(page).getByRole("radio", { name: "Loan" })).toBeChecked();
    await expect(readout(page)).toContainText("Loan amount 100 thousand (yours)");
    await expect(page.getByTestId("what-if-description")).toContainText(
      "it approves from 25 to 99, then rejects from 100 to 400.",
    );
  });

  for (const colorScheme of THEMES) {
    test(`has no axe violations, ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme });
      await gotoHydrated(page, `${PAGE}?${QUERY}`);
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
