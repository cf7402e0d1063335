/**
 * Every word a visitor reads comes from the content: `npm run build:pseudo` builds the site on a pseudo-locale
 * (tests/fixtures/pseudo-locale/, every content string bracketed, `⟦About Me⟧`), and no page may show a word
 * outside brackets, in its text or in what screen readers and tooltips read (tests/support/content/unbracketed-words.ts
 * says what counts, and what is data rather than words). First the prerendered pages, then the states only a
 * visitor's actions reach: the menu, a prediction, its toasts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { unbracketedWords } from "../support/content/unbracketed-words";
import { builtContent } from "./built-content";

const ROOT = join(import.meta.dirname, "../..");
const BUILD = join(ROOT, "build-pseudo");
const CLIENT = join(BUILD, "client");
// The pseudo build's words: the English pack, every word bracketed.
const { loanForm, loanResult, modelPredictorWords, navigationWords } = await builtContent(BUILD);

/** The prerendered pages: every index.html of the build, by path. */
function pages(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
    .filter((name) => name === "index.html" || name.endsWith("/index.html"))
    .map((name) => `/${name.replace(/index\.html$/, "")}`);
}

test.describe("every word comes from the content (the pseudo-locale build)", () => {
  test("the prerendered pages show none outside brackets", () => {
    const paths = pages();
    // A notebook note too: its download link and its figures carry words of their own.
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/projects/loan-predict/",
        "/cv/",
        "/notes/third-note/",
        "/404/",
        // A model of each task: its card, its evaluation and its form (tests/fixtures/pseudo-locale/models/).
        "/models/",
        "/models/diabetes-risk/",
        "/models/disease-progression/",
      ]),
    );
    for (const path of paths) {
      const html = readFileSync(join(CLIENT, path, "index.html"), "utf8");
      expect(html, path).toContain("⟦");
      expect(unbracketedWords(html), path).toEqual([]);
    }
  });

  test.describe("once hydrated", () => {
    test.describe.configure({ mode: "serial" });
    let server: ChildProcess;
    let origin: string;

    test.beforeAll(async () => {
      server = spawn(process.execPath, [join(BUILD, "server", "node.js")], {
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          BUILD_DIR: BUILD,
          RATE_LIMIT_PER_MINUTE: "0",
          LOG_REQUESTS: "0",
        },
      });
      origin = await new Promise<string>((resolve, reject) => {
        let output = "";
        server.stdout!.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const port = /Serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
          if (port) resolve(`http://127.0.0.1:${port}`);
        });
        server.once("exit", () => reject(new Error(`the server stopped:\n${output}`)));
      });
    });

    test.afterAll(() => {
      server.kill();
    });

    test("the landing page with its menu open shows none", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, `${origin}/`);
      await page.getByRole("button", { name: navigationWords.openMenu }).click();
      await expect(page.getByRole("button", { name: navigationWords.closeMenu })).toBeVisible();
      expect(unbracketedWords(await page.content())).toEqual([]);
    });

    test("the search page with its results, and the filtered publications, show none", async ({ page }) => {
      // Every pseudo note has this word; the results' kinds and the count are the site's words.
      await page.goto(`${origin}/search?q=paragraph`);
      await expect(page.locator("#search-results li").first()).toBeVisible();
      await expect(page.getByRole("status")).toContainText("paragraph");
      // An excerpt is the note's own text as its page shows it, code included, and its <mark>s cut the bracketed
      // words in two: not the site's words, so it is left out; the rest (titles, kinds, the count) is checked.
      await expect(page.locator("[data-excerpt]").first()).toContainText("paragraph");
      await page.locator("#search-results").evaluate((results) => {
        for (const excerpt of results.querySelectorAll("[data-excerpt]")) excerpt.replaceChildren();
      });
      expect(unbracketedWords(await page.content())).toEqual([]);
      await page.goto(`${origin}/publications?filter=nothing-matches-this`);
      await expect(page.locator("#publication-filter-status")).not.toBeEmpty();
      expect(unbracketedWords(await page.content())).toEqual([]);
    });

    test("the demo, its verdicts and its toasts show none", async ({ page }) => {
      await gotoHydrated(page, `${origin}/projects/loan-predict`);
      await page.getByRole("button", { name: loanForm.randomButton }).click();
      await page.getByRole("button", { name: loanForm.predictButton, exact: true }).click();
      await expect(page.getByText(loanResult.probability).first()).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      expect(unbracketedWords(await page.content())).toEqual([]);
    });

    test("a model's page with its answer shows none, for each task", async ({ page }) => {
      for (const id of ["diabetes-risk", "disease-progression"]) {
        await gotoHydrated(page, `${origin}/models/${id}`);
        const form = page.getByRole("form", { name: modelPredictorWords.title });
        await form.scrollIntoViewIfNeeded();
        await form.getByRole("button", { name: modelPredictorWords.predict }).click();
        await expect(page.getByTestId("contributions").getByRole("listitem").first()).toBeVisible();
        // The what-if curves under the answer come with it (their chunk loads beside the model's).
        await expect(page.getByTestId("what-if").getByRole("img")).toBeVisible();
        expect(unbracketedWords(await page.content()), id).toEqual([]);
      }
    });
  });
});

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
