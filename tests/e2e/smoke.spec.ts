/**
 * Every address with no page, at any depth and under every route with a parameter, gets the one 404 page: status
 * 404, styled, one <main> and one <h1>, and in the console only the line that names the address. The server answers
 * such an address with the prerendered 404 page, which must not turn into another page once it loads (it did: a
 * hydrated 404 page matched /notes/<unknown> in the browser and showed "Unexpected Application Error!" under it).
 */
import { expect, type Page, test } from "@playwright/test";

import { content } from "./built-content";

const { commonWords, cvPage, hasPublications, loanDemoPage, modules, notesPage, publicationsPage } = content;

const UNKNOWN = [
  "/no/such/page",
  "/a/b/c/d/e/f/g",
  `${notesPage.path}/nope`,
  `${notesPage.path}/nope/deeper`,
  `${notesPage.path}/tags/nope`,
  `${notesPage.path}/tags/nope/deeper`,
  "/projects/nope",
  `${loanDemoPage.path}/nope`,
  "/models/nope",
  "/models/nope/deeper",
  `${cvPage.path}/nope`,
  `${publicationsPage.path}/nope`,
  // The pages of a module switched off, or with nothing to show (publications without entries).
  ...(modules.loanDemo ? [] : [loanDemoPage.path]),
  ...(modules.notes ? [] : [notesPage.path, `${notesPage.path}/tags`]),
  ...(modules.cv ? [] : [cvPage.path]),
  ...(hasPublications ? [] : [publicationsPage.path]),
];

/** What the page shows and logs once nothing more happens on it: every script has run, every chunk has loaded. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
}

for (const path of UNKNOWN) {
  test(`${path} gets the 404 page and nothing else`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      // Chrome's own line for the document's status, which every 404 answer gets.
      const ownStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
      if (!ownStatus) logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => logged.push(`pageerror: ${error.message}`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await settled(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(commonWords.notFound.status);
    await expect(page.getByText(commonWords.notFound.message)).toBeVisible();
    await expect(page.getByRole("link", { name: commonWords.notFound.home })).toHaveAttribute("href", "/");
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText(commonWords.error.title)).toHaveCount(0);
    await expect(page).toHaveTitle(commonWords.notFound.title);
    // Styled: the site's stylesheet centres the message in a full-height main.
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).display)).toBe("flex");
    expect(logged).toEqual([
      `error: 404 Error: User attempted to access non-existent route: ${new URL(page.url()).pathname}`,
    ]);
  });
}
