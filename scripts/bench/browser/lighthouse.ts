/**
 * `npm run lighthouse`: builds, starts the production server, audits every page (or the paths given) 3 times
 * with Lighthouse (mobile, simulated throttling) in each theme and prints the medians against the targets. Exits
 * non-zero when one falls short. Audits are sensitive to load: run it on a quiet machine.
 *
 * The dark theme is what a dark system setting gives (Chrome's --force-dark-mode); after each audit
 * the audited page itself is asked which theme it showed, so a light page never passes for a dark one.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";

import * as siteContent from "#app/content/site";
import { on } from "#app/site/modules";
import { publicationsPage } from "#app/words/publishing/publications";
import { median } from "#model/uncertainty/percentile";

import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { budgetedPages, formatKiB, JS_BUDGETS, scriptPaths, weighScripts } from "../../site/page-weight";
import { startServer } from "../../site/serve-built";
import { requestedUrls } from "./lighthouse-report";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The owner's build (`npm run build`): its pages, the CV's with them while it is on.
const BUDGETS: Record<string, number> = Object.fromEntries([
  ...budgetedPages({ on, loanDemoPage: siteContent.loanDemoPage }),
  ...(on.cv ? [[siteContent.cvPage.path, JS_BUDGETS.cv] as const] : []),
]);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0 };
const THEMES = ["light", "dark"] as const;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const root = join(import.meta.dirname, "..", "..", "..");
const clientDir = join(root, process.env.BUILD_DIR ?? "build", "client");
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "inherit" });

// /publications is built only when the owner has publications; like the CV, it loads no script file.
const hasPublicationsPage = existsSync(join(clientDir, publicationsPage.path, "index.html"));
if (hasPublicationsPage) BUDGETS[publicationsPage.path] = JS_BUDGETS.cv;
// `npm run lighthouse -- /notes /notes/<slug>` audits those pages instead, each within its own budget or `/`'s.
const GIVEN = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const PAGES: [string, number][] = GIVEN.length
  ? GIVEN.map((path) => [path, BUDGETS[path] ?? JS_BUDGETS.landing])
  : Object.entries(BUDGETS);

type Run = { scores: number[]; lcp: number; tbt: number; cls: number; js: number };

const server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });

/** One Lighthouse run of `path` in a new tab; fails when the page did not show `theme`. */
async function audit(browser: Browser, path: string, theme: (typeof THEMES)[number]) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      `${server.origin}${path}`,
      { output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      undefined,
      page,
    );
    const shown = await page.evaluate(() => document.documentElement.dataset.theme);
    if (shown !== theme) throw new Error(`${path} was audited in the ${shown} theme, not the ${theme} one`);
    return result!.lhr;
  } finally {
    await page.close();
  }
}

/** Audits `path` RUNS times and prints the medians; returns whether they meet the targets and the budget. */
async function auditPage(browser: Browser, path: string, budget: number, theme: (typeof THEMES)[number]) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await audit(browser, path, theme);
    runs.push({
      scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Infinity,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
      // Every script this load fetched, weighed from the build like the budget test does.
      js: weighScripts(clientDir, path, scriptPaths(requestedUrls(lhr), server.origin)).gzipBytes,
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    if (failing.length)
      console.log(`  run ${i + 1} ${path} (${theme}): failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
  const scores = CATEGORIES.map((_, index) =>
    median(
      runs.map((run) => run.scores[index]!),
      "higher",
    ),
  );
  const lcp = median(
    runs.map((run) => run.lcp),
    "higher",
  );
  const tbt = median(
    runs.map((run) => run.tbt),
    "higher",
  );
  const cls = median(
    runs.map((run) => run.cls),
    "higher",
  );
  const js = median(
    runs.map((run) => run.js),
    "higher",
  );
  const ok =
    scores.every((score) => score >= TARGETS.score) &&
    lcp < TARGETS.lcpMs &&
    tbt < TARGETS.tbtMs &&
    cls <= TARGETS.cls &&
    js <= budget;
  console.log(
    `${ok ? "PASS" : "FAIL"} ${path} (${theme})  perf/a11y/bp/seo ${scores.join(" / ")}  LCP ${(lcp / 1000).toFixed(2)} s` +
      `  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  JS ${formatKiB(js)} (budget ${formatKiB(budget)})`,
  );
  return ok;
}

let failed = false;
for (const theme of THEMES) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: theme === "dark" ? [...CHROME_FLAGS, "--force-dark-mode"] : CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const [path, budget] of PAGES) failed = !(await auditPage(browser, path, budget, theme)) || failed;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
await server.stop();
console.log(`Targets: 100 in every category, LCP < 1.5 s, TBT < 50 ms, CLS 0 (medians of ${RUNS} runs).`);
process.exit(failed ? 1 : 0);
