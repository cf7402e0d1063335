/**
 * The notes pages, built from the fixture notes (tests/fixtures/content/notes/): a Markdown note with math,
 * code, a table, a footnote and an image; an MDX note with an interactive component; the lists and tags.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { scriptPaths, weighScripts } from "#scripts/page-weight";

import { content } from "./built-content";

const { caseStudyWords, loanEmbed, notesPage } = content;

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const MARKDOWN = "/notes/markdown-features";
const LIVE = "/notes/live-verdict";
// The fixture notes' titles, newest first, written out by hand; the draft is not among them.
const PUBLISHED = ["One applicant, live", "Reading a loan model's odds", "Every kind of output", "A hostile notebook"];

async function scriptsFetched(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto(path);
  // A page that hydrates asks for a lazy component's code while it hydrates, which on a loaded machine can come
  // after a quiet half second: wait for the hydration (root.tsx marks it), then for the network to be quiet.
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true",
  );
  await page.waitForLoadState("networkidle");
  return scriptPaths(fetched, new URL(page.url()).origin);
}

test.describe("a note with math and code", () => {
  test("is prerendered with KaTeX's markup and highlighted code, and ships no script", async ({ page, request }) => {
    const html = await (await request.get(MARKDOWN)).text();
    expect(html).toContain(
      '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">',
    );
    expect(html).toMatch(
      /<pre class="shiki [^"]*"[^>]*><code><span class="line"><span style="color:var\(--code-token-keyword\)">import<\/span>/,
    );
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<script[^>]*type="module"/i);
    expect(html).not.toContain("modulepreload");
    expect(await scriptsFetched(page, MARKDOWN)).toEqual([]);
  });

  // Both themes (tests/support/themes.ts), each with the fixture palette's accent-700 as keywords' colour (its dark
  // theme mirrors it to accent-300): tests/fixtures/content/theme.css's values, read by hand, as Chrome writes them.
  for (const [colorScheme, keyword] of [
    ["light", "oklch(0.511 0.096 192.391)"],
    ["dark", "oklch(0.855 0.138 187.071)"],
  ] as const) {
    test(`draws code in the ${colorScheme} theme's colours, math in KaTeX's fonts, and passes axe`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(MARKDOWN);
      // The code's colours are the site's tokens (app/styles/notes.css), not a palette of Shiki's.
      await expect(page.locator("pre code").getByText("def", { exact: true })).toHaveCSS("color", keyword);
      // KaTeX's style sheet is there: its MathML is for assistive technology only, its HTML in KaTeX_Main.
      await expect(page.locator(".katex-mathml").first()).toHaveCSS("position", "absolute");
      await expect(page.locator(".katex-html .mord.mathnormal").first()).toHaveCSS("font-family", /KaTeX_Math/);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual(
        [],
      );
    });
  }

  test("has a table, a footnote, a sized image, a table of contents, its reading time and its neighbours", async ({
    page,
  }) => {
    await page.goto(MARKDOWN);
    const main = page.getByRole("main");
    await expect(main.getByRole("table")).toContainText("Credit history");
    await main.getByRole("link", { name: "1", exact: true }).click();
    await expect(page).toHaveURL(/#user-content-fn-weight$/);
    const image = main.getByRole("img", { name: "Approvals and refusals in the training data" });
    await expect(image).toHaveAttribute("width", "320");
    await expect(image).toHaveAttribute("height", "200");
    // It loads lazily, once near the screen.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveText(["The formula", "The code", "The odds"]);
    await toc.getByRole("link", { name: "The odds" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "The odds" })).toBeInViewport();
    await expect(main.locator("time").first()).toHaveText("10 February 2025");
    await expect(main).toContainText("1 min read");
    const more = page.getByRole("navigation", { name: "More notes" });
    await expect(more.getByRole("link")).toHaveText([/Every kind of output/, /One applicant, live/]);
  });
});

test.describe("a note's Mermaid diagram", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`is an SVG drawn at build time, in the ${colorScheme} theme's own colours`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(MARKDOWN);
      const diagram = page.locator("figure.mermaid-diagram");
      await expect(diagram.locator("svg text")).toContainText(["Application", "Scorecard", "Loan offer"]);
      // A node's fill, a line's stroke and the text are the theme's tokens, as this theme resolves them.
      const colours = await diagram.evaluate((figure) => {
        const resolve = (token: string) => {
          const probe = document.createElement("div");
          probe.style.color = `var(${token})`;
          figure.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        };
        const style = (selector: string) => getComputedStyle(figure.querySelector(selector)!);
        return {
          node: [style("g.node rect").fill, resolve("--color-accent-50")],
          line: [style("polyline.edge").stroke, resolve("--color-neutral-500")],
          text: [style("g.node text").fill, resolve("--color-neutral-900")],
        };
      });
      for (const [part, [drawn, token]] of Object.entries(colours)) expect(drawn, part).toBe(token);
      // Its source is there to read, closed.
      await expect(diagram.locator("details summary")).toHaveText(content.noteWords.diagramSource);
      await expect(diagram.locator("pre.mermaid-source")).toBeHidden();
    });
  }
});

test.describe("a note's related notes", () => {
  test("are the notes sharing its tags first, then the others, three at most", async ({ page }) => {
    await page.goto(MARKDOWN);
    const related = page.getByRole("region", { name: content.notesListWords.related });
    const titles = await related.getByRole("link").allTextContents();
    // Both share its tag Python (their order is their words' likeness); the hostile notebook shares none.
    expect(titles.slice(0, 2).toSorted()).toEqual(["Every kind of output", "One applicant, live"]);
    expect(titles[2]).toBe("A hostile notebook");
  });
});

test.describe("a note with an interactive component", () => {
  test("hydrates, and the component answers the reader", async ({ page }) => {
    await page.goto(LIVE);
    // The component's code loads once the page renders it (app/site/note-components.tsx): wait until React owns it.
    const select = page.getByLabel("Credit history");
    await expect
      .poll(() => select.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))))
      .toBe(true);
    const verdict = page.getByRole("status");
    await expect(verdict).toContainText("Approved");
    await page.getByLabel("Credit history").selectOption("0");
    await expect(verdict).toContainText("Rejected");
  });

  test("loads the framework, its own page and the component's code, no other note's", async ({ page }) => {
    const live = await scriptsFetched(page, LIVE);
    // What any hydrating page loads (React, React Router, the root), as the demo page fetches it too.
    const framework = await scriptsFetched(page, "/projects/loan-predict");
    const own = live.filter((url) => !framework.includes(url));
    const total = weighScripts(clientDir, LIVE, live).gzipBytes;
    const ownBytes = weighScripts(clientDir, LIVE, own).gzipBytes;
    console.log(`${LIVE} fetches ${total} bytes of JavaScript (gzip), ${ownBytes} of them its own: ${own.join(", ")}`);
    const code = own.map((url) => readFileSync(join(clientDir, url), "utf8")).join("\n");
    expect(code).toContain(loanEmbed.caption);
    // No other note's compiled module (each is its own chunk, named after its file).
    for (const other of ["markdown-features", "notebook-outputs", "hostile-output"]) {
      expect(own.join()).not.toContain(other);
    }
  });
});

test.describe("the lists", () => {
  test("/notes lists the published notes newest first, with their tags; a draft is not built", async ({
    page,
    request,
  }) => {
    await page.goto(notesPage.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notesPage.title);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(PUBLISHED);
    expect(await scriptsFetched(page, notesPage.path)).toEqual([]);
    expect((await request.get("/notes/unpublished-draft")).status()).toBe(404);
    // Dated 2099: scheduled, so no page of its own or of its tag, until a build on or after its day.
    expect((await request.get("/notes/scheduled-note")).status()).toBe(404);
    expect((await request.get("/notes/tags/scheduled")).status()).toBe(404);
    // Four notes fit one page: no links to others.
    await expect(page.getByRole("navigation", { name: content.notesListWords.pages })).toHaveCount(0);
  });

  test("each tag has a page with its notes only", async ({ page }) => {
    await page.goto(notesPage.path);
    await page.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\/notes\/tags\/statistics$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Reading a loan model's odds"]);
  });

  test("the landing page's menu and footer link to the notes, and a project card to its case study", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Notes", exact: true });
    await expect(menuLink).toHaveAttribute("href", notesPage.path);
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Notes" })).toHaveAttribute(
      "href",
      notesPage.path,
    );
    const caseStudy = page.getByRole("link", { name: caseStudyWords.linkLabel("Enterprise RAG Knowledge Assistant") });
    await expect(caseStudy).toHaveAttribute("href", "/projects/rag-knowledge-assistant");
    expect((await request.get("/projects/rag-knowledge-assistant")).status()).toBe(200);
    await caseStudy.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study: an assistant that cites its sources");
    // Its cover (front matter `cover`, a file beside the content) is a file with its size and its text alternative.
    const cover = page.getByRole("img", { name: "Approvals and refusals, the case study's cover" });
    await expect(cover).toHaveAttribute("width", "320");
    await expect(cover).toHaveAttribute("height", "200");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  });
});

test.describe("a title with a word longer than a phone's screen", () => {
  // A title as a co-author's notebook may carry one: the page must wrap it, not grow wider than the screen.
  const LONG_WORD = "Hyperparameteroptimisationsexperimentsübersicht".repeat(3);
  for (const [path, title] of [
    [MARKDOWN, "h1"],
    [notesPage.path, "main h2 a"],
    ["/notes/tags/statistics", "main h1"],
  ] as const) {
    test(`wraps on ${path} (${title})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page
        .locator(title)
        .first()
        .evaluate((element, word) => (element.textContent = word), LONG_WORD);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
