import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { EXAMPLE_APPLICATION } from "#model/example-application";

import { escapeHtml } from "../support/escape-html";
import { GOLDEN_APPLICATION, GOLDEN_VERDICTS } from "../support/loan/golden-application";
import { runCurl, runJavaScript, runPython } from "../support/run-snippet";
import { content } from "./built-content";
import { gotoHydrated } from "./navigation";

const { apiEndpoint: copy, site } = content;

const PAGE = "/projects/loan-predict";
const PATHS = { scorecard: "/api/predict", trained: "/api/predict/trained" } as const;
type Model = keyof typeof PATHS;
type Language = keyof typeof copy.languages;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Opens the page and scrolls to the API section, whose code loads as it nears the viewport. */
async function openSection(page: Page, baseURL: string) {
  await gotoHydrated(page, PAGE);
  const url = page.getByTestId("endpoint-url");
  await url.scrollIntoViewIfNeeded();
  // The prerendered page shows the public site's address; the hydrated section shows this server's.
  await expect(url).toHaveText(`${baseURL}/api/predict`);
}

/** The API section (the page has other model choices). */
const section = (page: Page) => page.getByRole("region", { name: copy.title });

async function choose(page: Page, model: Model, language: Language) {
  await section(page).getByRole("radio", { name: copy.models[model] }).check();
  await section(page).getByRole("radio", { name: copy.languages[language] }).check();
  await expect(page.getByTestId("api-snippet")).toHaveAttribute("data-language", language);
}

/** The snippet as the page shows it, after checking the Copy button puts exactly that on the clipboard. */
async function shownAndCopied(page: Page, language: Language): Promise<string> {
  const shown = await page.getByTestId("api-snippet").textContent();
  await page.getByRole("button", { name: copy.copyName(copy.languages[language]) }).click();
  await expect(page.getByText(copy.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  return copied;
}

/**
 * Runs a snippet as if pasted into the browser's DevTools console on this page (the protocol's REPL mode,
 * which allows top-level await as the console does) and returns the first value it logs.
 */
async function runInConsole(page: Page, snippet: string): Promise<unknown> {
  const logged = page.waitForEvent("console", (message) => message.type() === "log");
  const session = await page.context().newCDPSession(page);
  const { exceptionDetails } = await session.send("Runtime.evaluate", {
    expression: snippet,
    replMode: true,
    awaitPromise: true,
  });
  expect(exceptionDetails, "the snippet threw in the console").toBeUndefined();
  return (await logged).args()[0]?.jsonValue();
}

test("the page's example application is the golden one", () => {
  expect(EXAMPLE_APPLICATION).toEqual(GOLDEN_APPLICATION);
});

test("the prerendered page shows the scorecard's curl command for the public site", async ({ request }) => {
  const html = await (await request.get(PAGE)).text();
  const command = [
    `curl -X POST ${site.url}/api/predict \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(GOLDEN_APPLICATION)}'`,
  ].join("\n");
  expect(html).toContain(escapeHtml(command));
});

for (const model of Object.keys(PATHS) as Model[]) {
  test.describe(`${model}: the snippets, run as copied, get the live API's answer`, () => {
    let expected: unknown;
    test.beforeEach(async ({ request }) => {
      const response = await request.post(PATHS[model], { data: GOLDEN_APPLICATION });
      expect(response.status()).toBe(200);
      expected = await response.json();
      expect(expected).toMatchObject(GOLDEN_VERDICTS[model]);
    });

    test("curl, with bash", async ({ page, baseURL }) => {
      await openSection(page, baseURL!);
      await choose(page, model, "curl");
      const snippet = await shownAndCopied(page, "curl");
      expect(snippet).toContain(`curl -X POST ${baseURL}${PATHS[model]} \\`);
      expect(await runCurl(snippet)).toEqual(expected);
    });

    test("JavaScript, as an ES module in Node and in the browser's console", async ({ page, baseURL }) => {
      await openSection(page, baseURL!);
      await choose(page, model, "javascript");
      const snippet = await shownAndCopied(page, "javascript");
      expect(snippet).toContain(`await fetch("${baseURL}${PATHS[model]}"`);
      expect(await runJavaScript(snippet)).toEqual(expected);
      expect(await runInConsole(page, snippet)).toEqual(expected);
    });

    test("Python, parsed and run with a stand-in for requests", async ({ page, baseURL }) => {
      await openSection(page, baseURL!);
      await choose(page, model, "python");
      const snippet = await shownAndCopied(page, "python");
      const { sent, printed } = await runPython(snippet);
      expect(sent).toEqual([{ url: `${baseURL}${PATHS[model]}`, json: GOLDEN_APPLICATION, timeout: 10 }]);
      expect(printed).toEqual(expected);
    });
  });
}

test("the languages work by keyboard, and the section has no axe violations", async ({ page, baseURL }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openSection(page, baseURL!);
  await section(page).getByRole("radio", { name: copy.models.trained }).check();
  const language = (name: Language) => section(page).getByRole("radio", { name: copy.languages[name] });
  await language("curl").focus();
  await page.keyboard.press("ArrowRight");
  await expect(language("javascript")).toBeFocused();
  await expect(language("javascript")).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(language("python")).toBeChecked();
  await expect(page.getByTestId("api-snippet")).toContainText("import requests");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: copy.copyName(copy.languages.python) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(copy.copied)).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="api-endpoint-title"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);
});
