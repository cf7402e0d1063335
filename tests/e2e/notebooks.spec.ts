/**
 * Notebooks as notes, from the fixtures (tests/fixtures/content/notes/*.ipynb, executed with nbconvert):
 * every kind of output, the download of the .ipynb, and a hostile notebook that must run nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { THEMES } from "../support/themes";
import { content } from "./built-content";

const { notebookWords } = content;

const NOTEBOOK = "/notes/notebook-outputs";
const HOSTILE = "/notes/hostile-output";
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "..", "fixtures", "content", "notes", name));

test.describe("a notebook as a note", () => {
  test("shows its figures as files with their width and height", async ({ page, request }) => {
    await page.goto(NOTEBOOK);
    const figures = page.getByRole("main").getByRole("img", { name: /^Figure drawn by code cell/ });
    await expect(figures).toHaveCount(2);
    // Sizes read with Python: the PNG's header, the SVG's attributes.
    const expected = [
      { type: "image/png", width: "195", height: "142" },
      { type: "image/svg+xml", width: "120", height: "60" },
    ];
    for (const [index, { type, width, height }] of expected.entries()) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure).toHaveAttribute("width", width);
      await expect(figure).toHaveAttribute("height", height);
      await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const src = (await figure.getAttribute("src"))!;
      expect(src).toMatch(/^\/assets\//);
      const response = await request.get(src);
      expect(response.headers()["content-type"]).toContain(type);
    }
  });

  test("links its .ipynb, which downloads as the original file", async ({ page, request }) => {
    await page.goto(NOTEBOOK);
    const link = page.getByRole("link", { name: notebookWords.download });
    await expect(link).toHaveAttribute("download", "notebook-outputs.ipynb");
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.equals(fixture("notebook-outputs.ipynb"))).toBe(true);
    expect(JSON.parse(body.toString("utf8")).nbformat).toBe(4);
  });

  test("shows its streams, its DataFrame and its error, coloured, with no script", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto(NOTEBOOK);
    const main = page.getByRole("main");
    // Exact: the code cells hold these words too, in quotes.
    await expect(main.getByText("hello from stdout", { exact: true })).toBeVisible();
    await expect(main.getByText("a warning on stderr", { exact: true })).toBeVisible();
    await expect(main.getByRole("table")).toContainText("5849");
    const errorName = main.getByText("ZeroDivisionError", { exact: true }).first();
    const plain = await main.getByText(": division by zero").evaluate((node) => getComputedStyle(node).color);
    expect(await errorName.evaluate((node) => getComputedStyle(node).color)).not.toBe(plain);
    await page.waitForLoadState("networkidle");
    expect(fetched.filter((url) => url.endsWith(".js"))).toEqual([]);
  });

  for (const colorScheme of THEMES) {
    test(`passes axe in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(NOTEBOOK);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual(
        [],
      );
    });
  }
});

test.describe("a hostile notebook", () => {
  test("keeps its text and runs nothing it carries", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(HOSTILE);
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("main");
    await expect(main.getByText("Hostile output", { exact: true })).toBeVisible();
    await expect(main.locator("strong", { hasText: "bold" })).toBeVisible();
    // Every payload would rename the page or open a dialog.
    expect(await page.title()).toBe("A hostile notebook · Priya Raman");
    expect(dialogs).toEqual([]);
    const found = await main.evaluate((root) => {
      const all = [...root.querySelectorAll("*")];
      return {
        elements: all.filter((el) => ["SCRIPT", "IFRAME", "STYLE", "FORM", "OBJECT", "EMBED"].includes(el.tagName))
          .length,
        handlers: all.flatMap((el) =>
          [...el.attributes].filter((attr) => attr.name.startsWith("on")).map((attr) => attr.name),
        ),
        javascriptUrls: all.flatMap((el) =>
          [...el.attributes].filter((attr) => /^\s*javascript:/i.test(attr.value)).map((attr) => attr.value),
        ),
      };
    });
    expect(found).toEqual({ elements: 0, handlers: [], javascriptUrls: [] });
    // The link is left as text to click: it still goes nowhere.
    await main.getByText("click", { exact: true }).click();
    expect(await page.title()).toBe("A hostile notebook · Priya Raman");
  });

  test("writes its SVG figure out without its script or handler", async ({ page, request }) => {
    await page.goto(HOSTILE);
    const src = await page
      .getByRole("main")
      .getByRole("img", { name: /^Figure drawn by code cell 3/ })
      .getAttribute("src");
    const svg = await (await request.get(src!)).text();
    expect(svg).toContain("<circle");
    for (const hostile of ["script", "onload", "foreignObject", "iframe"]) expect(svg).not.toContain(hostile);
  });
});
