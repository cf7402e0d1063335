/**
 * /publications, the landing page's selected publications, /cv.json and the sitemap, on the test build's
 * fixture (tests/fixtures/content/publications.bib: six entries by Priya Raman). Expected values are
 * written out by hand from that file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { formatKiB, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { THEMES } from "../support/themes";

const PATH = "/publications";
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const bibSource = readFileSync(join(import.meta.dirname, "..", "fixtures", "content", "publications.bib"), "utf8");

const TITLES = [
  "Tabular Foundation Models Are Not Yet Credit Scorers",
  "Calibrated Credit Scores under Distribution Shift",
  "Fairness Audits for Small Lenders",
  "Naïve Bayes & Monte Carlo for Zürich's Lenders — a Ångström-Scale Study",
  "Learning from Few Defaults: Credit Risk with Scarce Labels",
  "Notes Towards a Loan-Model Card",
];

test.describe("the publications page", () => {
  test("is prerendered and fetches no script file: its scripts are inline", async ({ page, request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    expect(html).not.toMatch(/<script[^>]*type="module"/i);
    expect(html).not.toContain("modulepreload");

    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto(PATH);
    await page.waitForLoadState("networkidle");
    const weight = weighScripts(clientDir, PATH, scriptPaths(fetched, new URL(page.url()).origin));
    console.log(`${PATH} fetches ${formatKiB(weight.gzipBytes)} of JavaScript`);
    expect(weight.scripts).toEqual([]);
  });

  test("lists every entry under its year, newest first, the undated last", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publications");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "2025",
      "2024",
      "2023",
      "2022",
      "2021",
      "Undated",
    ]);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(TITLES);
    const year2023 = page.getByRole("region", { name: "2023" });
    await expect(year2023.getByRole("heading", { level: 3 })).toHaveText("Fairness Audits for Small Lenders");
    // The owner in bold: "P. Raman" here, beside another Raman who is not her.
    const fairness = page.locator("#pub-raman2023fairness");
    await expect(fairness.locator("strong")).toHaveText("P. Raman");
    await expect(fairness).toContainText("Proceedings of the 40th International Conference on Machine Learning");
    await expect(fairness.getByRole("link")).toHaveText(["PDF", "Slides", "Video"]);
  });

  test("has every entry's BibTeX in its HTML, as written in the file", async ({ request }) => {
    const html = (await (await request.get(PATH)).text()).replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
    const entries = bibSource.split(/\n(?=@)/).filter((chunk) => chunk.startsWith("@"));
    expect(entries).toHaveLength(6);
    for (const entry of entries) expect(html, entry.slice(0, 40)).toContain(entry.trim().replaceAll("&", "&amp;"));
  });

  test("opens abstracts and BibTeX without JavaScript, and hides the Copy buttons then", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const entry = page.locator("#pub-raman2024calibration");
    const abstract = entry.getByText("restores it with 95% fewer labels.");
    await expect(abstract).toBeHidden();
    await entry.getByText("Abstract", { exact: true }).click();
    await expect(abstract).toBeVisible();
    await entry.getByText("BibTeX", { exact: true }).click();
    await expect(entry.locator("code")).toContainText("@article{raman2024calibration,");
    await expect(page.getByRole("button", { name: "Copy BibTeX" })).toHaveCount(0);
    // The filter needs its script: without it, no filter, and every entry shows.
    await expect(page.getByRole("search", { name: "Filter the publications" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(TITLES);
    await context.close();
  });

  test("filters by words, year, type and keyword with no reload, and says how many show", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(PATH);
    const filter = page.getByRole("search", { name: "Filter the publications" });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await filter.getByLabel("Words in the title, authors, venue or abstract").fill("lenders");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Fairness Audits for Small Lenders",
      "Naïve Bayes & Monte Carlo for Zürich's Lenders — a Ångström-Scale Study",
    ]);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["2023", "2022"]);
    await expect(page.getByRole("status").filter({ hasText: "shown" })).toHaveText("2 of 6 publications shown.");
    await filter.getByLabel("Year").selectOption("2022");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([TITLES[3]!]);
    await filter.getByRole("button", { name: "Show all" }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(TITLES);
    await filter.getByLabel("Type").selectOption({ label: "Thesis" });
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([TITLES[4]!]);
    await filter.getByLabel("Type").selectOption("");
    await filter.getByLabel("Keyword").selectOption("fairness");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([TITLES[2]!]);
    await expect(page).toHaveURL(/\?.*keyword=fairness/);
    // The same page all along: no reload, and the CSP let the script run.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("copies an entry's BibTeX, the inline script allowed by the CSP", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto(PATH);
    const entry = page.locator("#pub-raman-notes");
    await entry.getByRole("button", { name: "Copy BibTeX" }).click();
    await expect(entry.getByRole("button")).toHaveText("Copied");
    await expect(page.getByRole("status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "@article{raman-notes,\n  author = {Raman, Priya},\n  title  = {Notes Towards a Loan-Model Card},\n}",
    );
    await expect(entry.getByRole("button")).toHaveText("Copy BibTeX");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("describes every entry as a ScholarlyArticle in JSON-LD", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@graph"].map((item: { "@type": string; headline: string }) => [item["@type"], item.headline])).toEqual(
      TITLES.map((title) => ["ScholarlyArticle", title]),
    );
    expect(ld["@graph"][1]).toMatchObject({
      author: [
        { "@type": "Person", name: "Priya Raman" },
        { "@type": "Person", name: "Jörg Müller" },
        { "@type": "Person", name: "José García" },
      ],
      datePublished: "2024-03",
      isPartOf: { name: "Journal of Machine Learning Research" },
      sameAs: ["https://doi.org/10.5555/jmlr.2024.0042"],
    });
  });

  for (const colorScheme of THEMES) {
    test(`passes axe in the ${colorScheme} theme, abstracts and BibTeX open`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(PATH);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await page.locator("details").evaluateAll((all) => all.forEach((details) => details.setAttribute("open", "")));
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
      expect(summary).toEqual([]);
    });
  }
});

test("/cv.json lists the publications in JSON Resume's shape", async ({ request }) => {
  const resume = await (await request.get("/cv.json")).json();
  expect(resume.publications.map((publication: { name: string }) => publication.name)).toEqual(TITLES);
  expect(resume.publications[1]).toEqual({
    name: "Calibrated Credit Scores under Distribution Shift",
    publisher: "Journal of Machine Learning Research",
    releaseDate: "2024-03",
    url: "https://doi.org/10.5555/jmlr.2024.0042",
    summary:
      "We study how credit-scoring models lose their calibration when the population of applicants shifts, and propose a re-weighting that restores it with 95% fewer labels.",
  });
  expect(resume.publications[5]).toEqual({ name: "Notes Towards a Loan-Model Card" });
});

test("the sitemap lists the publications page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${PATH}</loc>`));
});

test("the CV lists the publications", async ({ page }) => {
  await page.goto("/cv");
  const section = page.getByRole("region", { name: "Publications" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(TITLES);
});

test("the landing page shows the selected publications, their code loaded only as they come near", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((path) => path.includes("selected-publications"))).toEqual([]);

  const section = page.getByRole("region", { name: "Selected publications" });
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.filter((path) => path.includes("selected-publications")).length).toBe(1);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Calibrated Credit Scores under Distribution Shift",
    "Fairness Audits for Small Lenders",
  ]);
  await section.getByRole("link", { name: "Fairness Audits for Small Lenders" }).click();
  await expect(page).toHaveURL(/\/publications#pub-raman2023fairness$/);
  await expect(page.locator("#pub-raman2023fairness")).toBeInViewport();
});

test("the landing page's menu and footer link to the publications page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Publications", exact: true }).first()).toHaveAttribute("href", PATH);
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "Publications", exact: true })).toHaveAttribute("href", PATH);
});

test("the publications page's header leads home and to the site's other pages, the notes and search among them", async ({
  page,
}) => {
  await page.goto(PATH);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Priya Raman", "Notes", "Publications", "Models", "CV", "Search"]);
  await expect(nav.getByRole("link", { name: "Publications" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Notes" }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await page.goBack();
  await nav.getByRole("link", { name: "Priya Raman" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a publication title with a word longer than a phone's screen wraps on the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/publications");
  const word = "Hyperparameteroptimisationsexperimentsübersicht".repeat(3);
  await page
    .locator("main h3")
    .first()
    .evaluate((element, long) => (element.textContent = long), word);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
