import { expect, type Page, test } from "@playwright/test";

import { MIN_FILL_TIME_MS } from "#app/features/landing/contact/bot-check";

import { FORM_CSV_HEADER, GOLDEN_APPLICATION, GOLDEN_CSV_ROW } from "../support/loan/golden-application";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { contactContent, apiEndpoint, batchScoring, thresholdExplorer, skillCategories, loanForm } = content;

// Every control of every island whose code comes late, pressed before its code arrives (the code is held back until all
// are pressed) and while it arrives and hydrates (nothing held: the presses race the code), on a CPU slowed
// four times, as on a slow phone. Beside CPU-bound processes the race is the one that once lost key presses.
// What each press did must show once the island runs (lib/islands/islands.ts, docs/speed.md).

const DEMO = "/projects/loan-predict";
const MODES = ["before its code arrives", "while its code arrives"] as const;
type Mode = (typeof MODES)[number];
const BEFORE: Mode = MODES[0];

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

/** Opens `path` hydrated; before its code arrives, the sections' scripts wait for the returned function. */
async function open(page: Page, path: string, mode: Mode): Promise<() => void> {
  await gotoHydrated(page, path);
  return mode === BEFORE ? holdScripts(page) : () => {};
}

/** Whether React has hydrated an element (it keeps its fiber on the node under a "__react" key). */
const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));

/**
 * Waits until React has hydrated `selector`'s element: on a slowed CPU, beside other work, a section's code
 * and its hydration can take longer than an expectation's usual five seconds.
 */
async function hydratedSoon(page: Page, selector: string) {
  await expect.poll(() => isHydrated(page, selector), { timeout: 30_000 }).toBe(true);
}

/** Before its code arrives, a section must still be without it when pressed. */
async function expectNoCodeYet(page: Page, mode: Mode, selector: string) {
  if (mode === BEFORE) expect(await isHydrated(page, selector)).toBe(false);
}

/**
 * Notes the controls in `scope` (a selector) now, before they are pressed; the function returned lists, by tag
 * and name, those that no press, key, pick or change has reached since. The tests leave none. (The contact
 * form's honeypot, hidden from everyone, is no control.)
 */
async function controlsOf(page: Page, scope: string): Promise<() => Promise<string[]>> {
  await page.evaluate((scope) => {
    const controls = document.querySelectorAll(`:is(${scope}) :is(button, input, select, textarea)`);
    const shown = [...controls].filter((control) => !control.closest("[aria-hidden=true]"));
    (window as unknown as { controls: Element[] }).controls = shown;
  }, scope);
  return () =>
    page.evaluate(() => {
      const { controls, touched } = window as unknown as { controls: Element[]; touched: Set<Element> };
      return controls
        .filter((control) => !touched.has(control))
        .map((control) => `${control.tagName} ${control.getAttribute("aria-label") ?? control.textContent}`);
    });
}

// The sections whose code comes late are the contents of the islands that wait to be near or pressed
// (lib/islands/island.tsx; the demo's predictor hydrates with the page); these hold controls, and the tests below press
// every one of them.
const WITH_CONTROLS = {
  "/": "#skills, #contact",
  [DEMO]: ["roc-title", "batch-title", "api-endpoint-title"].map((id) => `section[aria-labelledby="${id}"]`).join(", "),
};

test.beforeEach(async ({ page }) => {
  // A CPU four times slower makes a page take four times as long.
  test.slow();
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const touched = new Set<Element>();
    (window as unknown as { touched: Set<Element> }).touched = touched;
    for (const type of ["pointerdown", "keydown", "input", "change"]) {
      const note = (event: Event) => {
        const control = event.target instanceof Element && event.target.closest("button, input, select, textarea");
        if (control) touched.add(control);
      };
      window.addEventListener(type, note, true);
    }
  });
});

for (const [path, scope] of Object.entries(WITH_CONTROLS)) {
  test(`on ${path}, only the sections tested here have controls`, async ({ page }) => {
    await gotoHydrated(page, path);
    const withControls = await page.evaluate(
      ({ scope }) =>
        [...document.querySelectorAll("[data-island]:not([data-load=now]) > *")]
          .filter((block) => block.querySelector("button, input, select, textarea"))
          .map((block) => block.matches(scope)),
      { scope },
    );
    expect(withControls.length).toBeGreaterThan(0);
    expect(withControls).not.toContain(false);
  });
}

for (const mode of MODES) {
  test(`the skills filter and the contact form take input made ${mode}`, async ({ page }) => {
    const sent: unknown[] = [];
    await page.route("https://api.emailjs.com/api/v1.0/email/send", async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    const release = await open(page, "/", mode);

    const filter = (index: number) => page.getByRole("button", { name: skillCategories[index]!.name, exact: true });
    await filter(0).scrollIntoViewIfNeeded();
    await expectNoCodeYet(page, mode, "#skills button");
    const untouched = await controlsOf(page, WITH_CONTROLS["/"]);
    // Every category, the last pressed the third.
    for (let index = skillCategories.length - 1; index >= 0; index -= 1) await filter(index).click();
    await filter(2).click();

    const form = page.getByRole("form", { name: contactContent.formTitle });
    const field = (name: keyof typeof contactContent.fields) =>
      form.getByLabel(contactContent.fields[name].label, { exact: true });
    await field("message").scrollIntoViewIfNeeded();
    await field("name").fill("Ada");
    await field("email").fill("ada@example.com");
    await field("subject").fill("A role");
    await field("message").pressSequentially("Twelve chars");
    // As late as a person would send it: sooner after the page opened (or the form hydrated) is a bot's pace.
    await page.waitForTimeout(MIN_FILL_TIME_MS);
    await form.getByRole("button", { name: contactContent.submit }).click();

    expect(await untouched()).toEqual([]);
    release();
    // Sent once the form has hydrated and the email client has come, on a slow CPU: that takes a while.
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(1);
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toBeVisible({ timeout: 15_000 });
    for (const index of skillCategories.keys()) {
      await expect(filter(index)).toHaveAttribute("aria-pressed", String(index === 2));
    }
    expect(sent).toEqual([
      expect.objectContaining({
        template_params: expect.objectContaining({ from_name: "Ada", subject: "A role", message: "Twelve chars" }),
      }),
    ]);
    await expect(field("message")).toHaveValue("");
  });

  test(`the threshold explorer takes its model, slider and marks ${mode}`, async ({ page }) => {
    const release = await open(page, DEMO, mode);
    const explorer = page.getByTestId("threshold-explorer");
    const slider = explorer.getByRole("slider", { name: thresholdExplorer.slider });
    const radio = (model: keyof typeof thresholdExplorer.models) =>
      explorer.getByRole("radio", { name: thresholdExplorer.models[model] });
    // Named for the model shown, which changes as the section hydrates.
    const { scorecard, trained } = thresholdExplorer.goToServed;
    const served = explorer.getByRole("button", { name: new RegExp(`^(${scorecard}|${trained}) \\(`) });
    const best = explorer.getByRole("button", { name: new RegExp(`^${thresholdExplorer.goToBest} \\(`) });
    await slider.scrollIntoViewIfNeeded();
    await expectNoCodeYet(page, mode, '[data-testid="threshold-explorer"] input');
    const untouched = await controlsOf(page, '[data-testid="threshold-explorer"]');
    await radio("trained").check();
    await radio("scorecard").check();
    await served.click();
    await radio("trained").check();
    await slider.focus();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press("ArrowRight");
    await best.click();

    expect(await untouched()).toEqual([]);
    release();
    await hydratedSoon(page, '[data-testid="threshold-explorer"] input');
    // The last press was the best cut's: the slider stands there for the model checked, the figures with it.
    const summary = page.getByTestId("cut-summary");
    await expect(summary).toContainText(thresholdExplorer.models.trained);
    await expect(served).toContainText(trained);
    const cut = async () => `(${await slider.getAttribute("aria-valuetext")})`;
    await expect.poll(async () => (await best.textContent())?.endsWith(await cut())).toBe(true);
    expect(await summary.textContent()).toContain(` at ${(await cut()).slice(1, -1)}:`);
  });

  test(`the least-cost cut takes its ratio and its jump ${mode}`, async ({ page }) => {
    const release = await open(page, DEMO, mode);
    const costCut = page.getByTestId("cost-cut");
    const ratio = costCut.getByRole("slider", { name: thresholdExplorer.costRatio });
    const explorerSlider = page
      .getByTestId("threshold-explorer")
      .getByRole("slider", { name: thresholdExplorer.slider });
    await ratio.scrollIntoViewIfNeeded();
    await expectNoCodeYet(page, mode, '[data-testid="cost-cut"] input');
    const untouched = await controlsOf(page, '[data-testid="cost-cut"]');
    const start = Number(await ratio.inputValue());
    await ratio.focus();
    for (let step = 0; step < 2; step += 1) await page.keyboard.press("ArrowRight");
    await costCut.getByRole("button", { name: thresholdExplorer.goToCost }).click();

    expect(await untouched()).toEqual([]);
    release();
    await hydratedSoon(page, '[data-testid="cost-cut"] input');
    // The ratio stands where it was moved, and the explorer's slider at the cut the summary names for it.
    await expect(ratio).toHaveValue(String(start + 2));
    await expect
      .poll(async () =>
        (await page.getByTestId("cost-summary").textContent())?.includes(
          `${await explorerSlider.getAttribute("aria-valuetext")}`,
        ),
      )
      .toBe(true);
  });

  test(`the API section takes its model, language and Copy ${mode}`, async ({ page, baseURL }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const release = await open(page, DEMO, mode);
    const section = page.getByRole("region", { name: apiEndpoint.title });
    await section.scrollIntoViewIfNeeded();
    await expectNoCodeYet(page, mode, '[data-testid="endpoint-url"]');
    const untouched = await controlsOf(page, 'section[aria-labelledby="api-endpoint-title"]');
    await section.getByRole("radio", { name: apiEndpoint.models.trained }).check();
    await section.getByRole("radio", { name: apiEndpoint.models.scorecard }).check();
    await section.getByRole("radio", { name: apiEndpoint.models.trained }).check();
    // The languages by keyboard: curl, then JavaScript, then Python.
    await section.getByRole("radio", { name: apiEndpoint.languages.curl }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await section.getByRole("button", { name: /^Copy/ }).click();

    expect(await untouched()).toEqual([]);
    release();
    await hydratedSoon(page, '[data-testid="endpoint-url"]');
    await expect(page.getByTestId("endpoint-url")).toHaveText(`${baseURL}/api/predict/trained`);
    await expect(page.getByTestId("api-snippet")).toHaveAttribute("data-language", "python");
    await expect(page.getByText(apiEndpoint.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByTestId("api-snippet").textContent());
    expect(copied).toContain(`${baseURL}/api/predict/trained`);
  });

  test(`a file picked and scored ${mode} is scored`, async ({ page }) => {
    const release = await open(page, DEMO, mode);
    const section = page.getByRole("region", { name: batchScoring.title });
    const score = section.getByRole("button", { name: batchScoring.score });
    await score.scrollIntoViewIfNeeded();
    await expectNoCodeYet(page, mode, 'section[aria-labelledby="batch-title"] form');
    const untouched = await controlsOf(page, 'section[aria-labelledby="batch-title"]');
    const file = [FORM_CSV_HEADER, GOLDEN_CSV_ROW].join("\n");
    await section.getByLabel(batchScoring.fileLabel).setInputFiles({
      name: "early.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(file),
    });
    await score.click();
    // Without its code the form would have been submitted to the server: the page is still this one.
    expect(new URL(page.url()).pathname).toBe(DEMO);

    expect(await untouched()).toEqual([]);
    release();
    await hydratedSoon(page, 'section[aria-labelledby="batch-title"] form');
    await expect(section.getByRole("status")).toHaveText(batchScoring.done("early.csv", "1"));
  });
}

for (const mode of MODES) {
  test(`the threshold explorer's slider, moved ${mode}, keeps every step and its figures`, async ({ page }) => {
    const release = await open(page, DEMO, mode);
    const explorer = page.getByTestId("threshold-explorer");
    const slider = explorer.getByRole("slider", { name: thresholdExplorer.slider });
    if (mode === BEFORE) await explorer.getByRole("radio", { name: thresholdExplorer.models.trained }).check();
    const start = Number(await slider.inputValue());
    // Focus loads the section's code: the presses race it.
    await slider.focus();
    for (let step = 0; step < 11; step += 1) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue(String(start + 11));

    release();
    await hydratedSoon(page, '[data-testid="threshold-explorer"] input');
    const summary = page.getByTestId("cut-summary");
    const model = mode === BEFORE ? thresholdExplorer.models.trained : thresholdExplorer.models.scorecard;
    await expect(summary).toContainText(model);
    await expect(slider).toHaveValue(String(start + 11));
    await expect
      .poll(async () => summary.textContent())
      .toContain(` at ${await slider.getAttribute("aria-valuetext")}:`);
    // A step away and back must land on the same figures: they were the slider's all along.
    const early = await summary.textContent();
    await page.keyboard.press("ArrowLeft");
    await expect(summary).not.toHaveText(early ?? "");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue(String(start + 11));
    await expect(summary).toHaveText(early ?? "");
  });
}

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

test("the demo's form, filled and sent before any of its code arrives, keeps every field and is predicted", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(DEMO, { waitUntil: "commit" });
  const form = page.getByRole("form", { name: loanForm.title });
  await expect(form).toBeVisible();
  // A mark the page keeps unless the browser sends the form and loads the page again.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  for (const [name, value] of Object.entries(GOLDEN_APPLICATION)) {
    const control = form.getByLabel(loanForm.labels[name as keyof typeof GOLDEN_APPLICATION], { exact: true });
    if (typeof value === "string" || name === "Credit_History") await control.selectOption(String(value));
    else await control.fill(String(value));
  }
  await form.getByRole("button", { name: loanForm.predictButton }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  // The scorecard's verdict for this application, checked by hand (tests/support/loan/golden-application.ts): 98 points,
  // approved.
  await expect(page.getByTestId("verdict")).toContainText("Approved", { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  for (const [name, value] of Object.entries(GOLDEN_APPLICATION)) {
    const control = form.getByLabel(loanForm.labels[name as keyof typeof GOLDEN_APPLICATION], { exact: true });
    await expect(control, name).toHaveValue(String(value));
  }
});

test("the demo's Random Data and Predict, pressed before any of its code arrives, both take effect, in order", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto(DEMO, { waitUntil: "commit" });
  const form = page.getByRole("form", { name: loanForm.title });
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: loanForm.randomButton }).click();
  await form.getByRole("button", { name: loanForm.predictButton, exact: true }).click();

  release();
  // Predict came after Random Data had filled every field: a verdict, and no field left to choose.
  await expect(page.getByTestId("verdict")).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel(loanForm.labels.Gender, { exact: true })).not.toHaveValue("");
});
