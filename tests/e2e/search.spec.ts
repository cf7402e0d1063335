/**
 * The search (/search, Pagefind) on the test build: a static index the build writes from the pages, loaded only
 * by the search page. Expected results are written out by hand from the fixture notes and publications.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { formatKiB, JS_BUDGETS, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { THEMES } from "../support/themes";
import { content } from "./built-content";

const { notesPage, publicationsPage, searchPage } = content;
const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
const NOTE = "/notes/markdown-features";

/** Every URL the page requests from now on. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The page's <script> elements: inline (with what they are) or loaded. */
const scriptElements = (page: Page) =>
  page
    .locator("script")
    .evaluateAll((scripts) =>
      scripts.map((script) =>
        script.getAttribute("src")
          ? `src ${script.getAttribute("src")}`
          : `inline ${script.getAttribute("type") ?? "script"}`,
      ),
    );

/** The results listed, as [kind, title, path with its hash]. */
const results = (page: Page) =>
  page.locator("#search-results li").evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector("a")!;
      const url = new URL(link.href);
      return [item.querySelector("[data-kind]")!.textContent, link.textContent, `${url.pathname}${url.hash}`];
    }),
  );

async function search(page: Page, query: string) {
  await page.goto(`${searchPage.path}?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("status")).toContainText(query);
}

test("a plain note ships no script file before search is opened, and only Pagefind's after", async ({
  page,
}, testInfo) => {
  const fetched = requests(page);
  await page.goto(NOTE);
  await page.waitForLoadState("networkidle");
  const origin = new URL(page.url()).origin;
  // Before: the theme's inline script and the note's JSON-LD, no file.
  expect(await scriptElements(page)).toEqual(["inline script", "inline application/ld+json"]);
  expect(scriptPaths(fetched, origin)).toEqual([]);

  // The header's link opens search, by its access key too (Alt+S in Chromium, Alt+Shift+S in Firefox), which the
  // browser handles with no script: the only one on the page. Playwright's keys do not reach Chromium's
  // access-key handling (they send no character with Alt), so the test follows the link.
  const link = page.getByRole("link", { name: searchPage.link });
  await expect(link).toHaveAttribute("accesskey", searchPage.accessKey);
  expect(await page.locator("[accesskey]").count()).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("searchbox", { name: searchPage.label })).toBeFocused();
  await page.getByRole("searchbox", { name: searchPage.label }).fill("logistic");
  await expect(page.getByRole("status")).toContainText("logistic");

  const after = scriptPaths(fetched, origin);
  expect(after).toEqual(["/pagefind/pagefind.js", "/pagefind/pagefind-worker.js"]);
  expect(await scriptElements(page)).toEqual(["inline script", "inline script"]);
  const weight = weighScripts(clientDir, "/search", after);
  expect(weight.gzipBytes).toBeLessThanOrEqual(JS_BUDGETS.search);
  const wasm = fetched.filter((url) => url.endsWith(".pagefind")).map((url) => new URL(url).pathname);
  expect(wasm).toEqual(["/pagefind/wasm.en-gb.pagefind"]);
  testInfo.annotations.push({
    type: "weight",
    description: `${NOTE}: 0 script files; after opening search, ${after.length} (${formatKiB(weight.gzipBytes)} gzip) and ${wasm.join(", ")}`,
  });
});

test("finds a word printed by a notebook's code, in the note that printed it", async ({ page }) => {
  await search(page, "stdout");
  expect(await results(page)).toContainEqual([
    searchPage.kinds.notes,
    "Every kind of output",
    "/notes/notebook-outputs/",
  ]);
});

test("finds words by their stem, in English as the site's <html lang> says", async ({ page }) => {
  // "calibrating" is written nowhere; "Calibrated" is in a title, "calibration" in its abstract.
  await search(page, "calibrating");
  expect(await results(page)).toContainEqual([
    searchPage.kinds.publications,
    "Calibrated Credit Scores under Distribution Shift",
    "/publications/#pub-raman2024calibration-title",
  ]);
});

test("lists each publication that matches as a result of its own, and a case study as one", async ({ page }) => {
  await search(page, "Zürich");
  expect(await results(page)).toEqual([
    [
      searchPage.kinds.publications,
      "Naïve Bayes & Monte Carlo for Zürich's Lenders — a Ångström-Scale Study",
      "/publications/#pub-ozturk2022naive-title",
    ],
  ]);
  await search(page, "retrieval");
  expect((await results(page)).map((result) => result[0])).toContain(searchPage.kinds.projects);
});

test("says when nothing is found, and clears with the box", async ({ page }) => {
  // No indexed word starts like it (Pagefind matches a prefix of the last word too).
  await search(page, "qqqqqq");
  await expect(page.getByRole("status")).toHaveText(searchPage.results.none!.replace("{query}", "qqqqqq"));
  expect(await results(page)).toEqual([]);
  await page.getByRole("searchbox").fill("");
  await expect(page.getByRole("status")).toHaveText("");
  await expect(page).toHaveURL(/\/search$/);
});

test("the box on /notes and on /publications is a plain form that sends to the search page", async ({ page }) => {
  for (const [path, id] of [
    [notesPage.path, "notes-search"],
    [publicationsPage.path, "publications-search"],
  ]) {
    await page.goto(path!);
    await page.locator(`#${id}`).fill("odds");
    await page.locator(`#${id}`).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=odds$/);
    await expect(page.getByRole("status")).toContainText("odds");
    expect(await results(page).then((found) => found.map((result) => result[1]))).toContain(
      "Reading a loan model's odds",
    );
  }
});

test("the search page alone may run WebAssembly, and runs without a CSP error", async ({ page, request }) => {
  const policy = (path: string) =>
    request.get(path).then((response) => response.headers()["content-security-policy"] ?? "");
  expect(await policy(searchPage.path)).toContain("'wasm-unsafe-eval'");
  expect(await policy("/pagefind/pagefind-worker.js")).toContain("'wasm-unsafe-eval'");
  for (const path of ["/", NOTE, notesPage.path, publicationsPage.path]) {
    expect(await policy(path), path).not.toContain("wasm");
  }
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await search(page, "scorecard");
  expect((await results(page)).length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page says search needs it, and points to the notes", async ({ page }) => {
    await page.goto(`${searchPage.path}?q=odds`);
    await expect(page.getByText(searchPage.needsScript)).toBeVisible();
    await expect(page.getByRole("link", { name: searchPage.needsScript })).toHaveAttribute("href", notesPage.path);
  });
});

for (const colorScheme of THEMES) {
  test(`the search page with results passes axe in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await search(page, "model");
    const found = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(found.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
  });
}
