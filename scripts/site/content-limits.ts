/**
 * After `npm run build` of the owner's own content: does it still fit the limits the tests guard on
 * fixture content (the CV on two A4 pages, the pages' JavaScript budgets)? Going over prints a warning
 * and never fails the build: the words are the owner's call. Needs a Chromium (CHROME_PATH, Debian's
 * /usr/bin/chromium, or Playwright's own); without one it says it skipped the check.
 *
 * The browser reads the built files straight from disk (no server): every request to the made-up
 * origin below is answered from the client folder.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";

import { chromium, type Page } from "@playwright/test";

import type * as SiteContent from "#app/content/site";
import type * as Modules from "#app/site/modules";

import { CHROMIUM_ARGS } from "./chromium-args";
import { annotate } from "./ci-annotation";
import { budgetedPages, formatKiB, scriptPaths, weighScripts } from "./page-weight";

const ORIGIN = "http://site.test";
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json" };
const SCREENS = [
  { width: 1280, height: 720 },
  { width: 412, height: 915 },
];
export const CV_PAGE_LIMIT = 2;

/** Pages in a PDF: its page objects, not the /Pages tree nodes that group them. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

async function serveFromDisk(page: Page, clientDir: string) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = join(clientDir, extname(pathname) ? pathname : join(pathname, "index.html"));
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? "application/octet-stream" });
  });
}

/** The problems found, one sentence each (an empty list when the content fits). */
/** What of the build's content the check reads: where the pages are, and which modules are on. */
type BuiltSite = Pick<typeof SiteContent, "cvPage" | "loanDemoPage"> & Pick<typeof Modules, "on">;

export async function contentLimitProblems(clientDir: string, siteContent: BuiltSite): Promise<string[]> {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    for (const [path, budget] of budgetedPages(siteContent)) {
      for (const viewport of SCREENS) {
        const page = await browser.newPage({ viewport });
        await serveFromDisk(page, clientDir);
        const fetched: string[] = [];
        page.on("request", (request) => fetched.push(request.url()));
        await page.goto(`${ORIGIN}${path}`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.waitForLoadState("networkidle");
        await page.close();
        const { gzipBytes } = weighScripts(clientDir, path, scriptPaths(fetched, ORIGIN));
        if (gzipBytes > budget) {
          problems.push(
            `${path} (${viewport.width}px wide) loads ${formatKiB(gzipBytes)} of JavaScript, over its ${formatKiB(budget)} budget`,
          );
        }
      }
    }
    if (siteContent.on.cv) {
      const page = await browser.newPage();
      await serveFromDisk(page, clientDir);
      await page.goto(`${ORIGIN}${siteContent.cvPage.path}`);
      const pages = pdfPageCount(await page.pdf({ format: "A4" }));
      if (pages > CV_PAGE_LIMIT) problems.push(`the CV prints on ${pages} A4 pages, more than ${CV_PAGE_LIMIT}`);
    }
  } finally {
    await browser.close();
  }
  return problems;
}

/** Prints the check's outcome; never throws (a build must not fail for the owner's words). */
export async function warnAboutContentLimits(clientDir: string, siteContent: BuiltSite): Promise<void> {
  try {
    const problems = await contentLimitProblems(clientDir, siteContent);
    for (const problem of problems)
      annotate("warning", `${problem}. The site still works; see docs/content-limits.md.`);
    if (problems.length === 0)
      console.log(`Your content fits: the CV on ${CV_PAGE_LIMIT} A4 pages, each page within its JavaScript budget.`);
  } catch (error) {
    annotate(
      "warning",
      `Skipped the check of the CV's pages and the JavaScript budgets, which needs a Chromium (CHROME_PATH, /usr/bin/chromium or Playwright's own): ${(error as Error).message.split("\n")[0]}`,
    );
  }
}
