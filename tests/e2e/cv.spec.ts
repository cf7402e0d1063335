import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { CV_PAGE_LIMIT, pdfPageCount } from "#scripts/site/content-limits";
import { formatKiB, JS_BUDGETS, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { THEMES } from "../support/themes";
import { content } from "./built-content";

const { cvLinkLabel, cvPage, jsonResumeSchema, profile, timeline } = content;

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

test.describe("the CV page", () => {
  test("is prerendered static HTML: no module scripts, no script files, nothing fetched", async ({ page, request }) => {
    const response = await request.get(cvPage.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(profile.name);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<script[^>]*type="module"/i);
    expect(html).not.toContain("modulepreload");

    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto(cvPage.path);
    await page.waitForLoadState("networkidle");
    const weight = weighScripts(clientDir, cvPage.path, scriptPaths(fetched, new URL(page.url()).origin));
    console.log(`${cvPage.path} fetches ${formatKiB(weight.gzipBytes)} of JavaScript`);
    // The budget for the CV: almost no script. It ships none but one inline line.
    expect(weight.gzipBytes).toBeLessThanOrEqual(JS_BUDGETS.cv);
    expect(weight.scripts).toEqual([]);
  });

  // Both themes: the system setting chooses one when the visitor has not (lib/theme/theme-script.ts).
  for (const colorScheme of THEMES) {
    test(`shows every timeline entry and passes axe in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(cvPage.path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible();
      const main = page.getByRole("main");
      for (const entry of timeline) {
        await expect(main.getByRole("listitem").filter({ hasText: entry.company })).toContainText(entry.title);
      }

      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(summary).toEqual([]);
    });
  }

  test("Download PDF opens the print dialog, its inline script allowed by the CSP", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(cvPage.path);
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "true");
    });
    await page.getByRole("button", { name: "Download PDF" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "true");
    expect(errors).toEqual([]);
  });

  test("without scripts the print button is hidden, the rest is all there", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(cvPage.path);
    await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
    await context.close();
  });

  test("prints without the navigation, and with each link's address as text", async ({ page }) => {
    await page.goto(cvPage.path);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation")).toBeHidden();
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();

    const links = await page.locator("main a[href^='http']").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href")!,
        text: anchor.textContent ?? "",
        after: getComputedStyle(anchor, "::after").content,
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const host = new URL(link.href).host.replace(/^www\./, "");
      const shown = link.after.includes(link.href) || link.text.includes(host);
      expect(shown, `${link.href} printed as "${link.text}" + ${link.after}`).toBe(true);
    }
  });

  // On the fixture content (tests/fixtures/content): the build warns when the owner's own CV is longer.
  test("prints on at most two A4 pages", async ({ page }) => {
    await page.goto(cvPage.path);
    const pdf = await page.pdf({ format: "A4" });
    const pages = pdfPageCount(pdf);
    console.log(`${cvPage.path} prints on ${pages} A4 page(s)`);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(CV_PAGE_LIMIT);
  });
});

test("/cv.json is the CV in the JSON Resume schema", async ({ request }) => {
  const response = await request.get(cvPage.jsonPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const resume = jsonResumeSchema.parse(await response.json());
  expect(resume.basics.name).toBe(profile.name);
  expect(resume.work.length + resume.education.length).toBe(timeline.length);
});

test("the sitemap lists the CV", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${cvPage.path}</loc>`));
});

test("the landing page's navbar and hero lead to the CV as a page of its own", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: cvLinkLabel, exact: true })).toHaveAttribute("href", cvPage.path);
  await page
    .locator("#hero")
    .getByRole("link", { name: `View ${cvLinkLabel}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${cvPage.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible();
  await expect(page.locator("script[type=module]")).toHaveCount(0);
});
