import { expect, type Page, test } from "@playwright/test";

import { FORM_CSV_HEADER, GOLDEN_CSV_ROW } from "../support/golden-application";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { contactContent, apiEndpoint, batchScoring, thresholdExplorer, skillCategories } = content;

// Input made on a deferred section before its code has arrived still takes effect (app/lib/early-input.ts).
// The section's code is held back until every control has been pressed, so the presses always meet the
// prerendered HTML, on a CPU slowed four times, as on a slow phone.

const DEMO = "/projects/loan-predict";

async function throttleCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds every script requested from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated an element (it keeps its fiber on the node under a "__react" key). */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));

test.beforeEach(async ({ page }) => {
  // A CPU four times slower makes a page take four times as long.
  test.slow();
  await throttleCpu(page);
});

test("the skills filter and the contact form take input made before their code arrives", async ({ page }) => {
  await gotoHydrated(page, "/");
  const release = await holdScripts(page);

  const category = skillCategories[2];
  const filter = page.getByRole("button", { name: category.name, exact: true });
  await filter.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, "#skills button")).toBe(false);
  await filter.click();

  const form = page.getByRole("form", { name: contactContent.formTitle });
  const messageField = form.getByLabel(contactContent.fields.message.label, { exact: true });
  await messageField.scrollIntoViewIfNeeded();
  await form.getByLabel(contactContent.fields.name.label, { exact: true }).fill("Ada");
  await messageField.pressSequentially("Twelve chars");

  release();
  await expect(filter).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: skillCategories[0].name, exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  // The counter is React's: it shows the typed message's length only if React has the message.
  await expect(form.getByText(/^12 \/ \d+/)).toBeVisible();
  await expect(form.getByLabel(contactContent.fields.name.label, { exact: true })).toHaveValue("Ada");
});

test("the threshold explorer's figures follow its slider and model moved before its code arrives", async ({ page }) => {
  await gotoHydrated(page, DEMO);
  const release = await holdScripts(page);

  const explorer = page.getByTestId("threshold-explorer");
  const slider = explorer.getByRole("slider", { name: thresholdExplorer.slider });
  await slider.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, '[data-testid="threshold-explorer"] input')).toBe(false);
  await explorer.getByRole("radio", { name: thresholdExplorer.models.trained }).check();
  const start = Number(await slider.inputValue());
  await slider.focus();
  for (let step = 0; step < 8; step += 1) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue(String(start + 8));

  release();
  const summary = page.getByTestId("cut-summary");
  await expect(summary).toContainText(thresholdExplorer.models.trained);
  await expect(slider).toHaveValue(String(start + 8));
  // Once hydrated, a step away and back must land on the same figures: they were the slider's all along.
  await expect.poll(() => isHydrated(page, '[data-testid="threshold-explorer"] input')).toBe(true);
  const early = await summary.textContent();
  await slider.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(summary).not.toHaveText(early ?? "");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue(String(start + 8));
  await expect(summary).toHaveText(early ?? "");
});

test("the API section's model, language and Copy take input made before its code arrives", async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, DEMO);
  const release = await holdScripts(page);

  const section = page.getByRole("region", { name: apiEndpoint.title });
  await section.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, '[data-testid="endpoint-url"]')).toBe(false);
  await section.getByRole("radio", { name: apiEndpoint.models.trained }).check();
  await section.getByRole("tab", { name: apiEndpoint.languages.python }).click();
  // The button is still named for the language the page was prerendered with.
  await section.getByRole("button", { name: apiEndpoint.copyName(apiEndpoint.languages.curl) }).click();

  release();
  await expect(page.getByTestId("endpoint-url")).toHaveText(`${baseURL}/api/predict/trained`);
  await expect(page.getByTestId("api-snippet")).toHaveAttribute("data-language", "python");
  await expect(page.getByText(apiEndpoint.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.getByTestId("api-snippet").textContent());
});

test("a file picked and scored before the batch section's code arrives is scored", async ({ page }) => {
  await gotoHydrated(page, DEMO);
  const release = await holdScripts(page);

  const section = page.getByRole("region", { name: batchScoring.title });
  const score = section.getByRole("button", { name: batchScoring.score });
  await score.scrollIntoViewIfNeeded();
  expect(await isHydrated(page, 'section[aria-labelledby="batch-title"] form')).toBe(false);
  const file = [FORM_CSV_HEADER, GOLDEN_CSV_ROW].join("\n");
  await section.getByLabel(batchScoring.fileLabel).setInputFiles({
    name: "early.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(file),
  });
  await score.click();
  // Without its code the form would have been submitted to the server: the page is still this one.
  expect(new URL(page.url()).pathname).toBe(DEMO);

  release();
  await expect(section.getByRole("status")).toHaveText(batchScoring.done("early.csv", "1"));
});

test("the navbar and the back-to-top button follow a scroll made before the page hydrated", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const header = page.locator("header[data-scrolled]");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);

  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(page.locator("button[data-visible]")).toHaveAttribute("data-visible", "true");
});
