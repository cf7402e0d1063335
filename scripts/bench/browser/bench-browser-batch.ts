/**
 * `npm run bench:browser-batch`: how long the demo page takes to score a 100,000-row CSV in its Web Worker
 * (target < 2 s), through the real page in Debian's Chromium: from pressing "Score file" to the results in
 * the page (the file read, parsed and scored in the worker, the table handed back and its first page
 * rendered). Builds nothing: serves BUILD_DIR (default "build"); run `npm run build` first. One warm-up
 * run, then RUNS runs, each on a freshly loaded page; prints each, the median, and PASS or FAIL.
 */
import { chromium, type Page } from "@playwright/test";

import { loanDemoPage } from "#app/content/site";
import { batchScoring } from "#app/words/loan/batch";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { mulberry32 } from "#model/mulberry32";
import { randomApplicant } from "#model/random-applicant";
import { median } from "#model/uncertainty/percentile";

import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { startServer } from "../../site/serve-built";

const ROWS = 100_000;
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 2_000;
const PAGE = loanDemoPage.path;

const random = mulberry32(7);
const header = Object.keys(EXAMPLE_APPLICATION).join(",");
const csv = [header, ...Array.from({ length: ROWS }, () => Object.values(randomApplicant(random)).join(","))].join(
  "\n",
);
const file = { name: "bench.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };

const server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});

/** One run on a fresh page: milliseconds from pressing Score to the results' appearing, measured in the page. */
async function run(page: Page): Promise<number> {
  await page.goto(`${server.origin}${PAGE}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const score = page.getByRole("button", { name: batchScoring.score });
  await score.scrollIntoViewIfNeeded();
  // The section's code loads as it nears the viewport: wait until React owns the button.
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll("button")].some(
        (b) => b.textContent === name && Object.keys(b).some((k) => k.startsWith("__react")),
      ),
    batchScoring.score,
  );
  await page.getByLabel(batchScoring.fileLabel).setInputFiles(file);
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
        if (!button) return reject(new Error("no Score button"));
        const observer = new MutationObserver(() => {
          if (!document.querySelector("[data-testid='batch-results']")) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { subtree: true, childList: true });
        const started = performance.now();
        button.click();
      }),
    batchScoring.score,
  );
}

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  console.log(`${ROWS} rows, ${(file.buffer.length / 1024 / 1024).toFixed(1)} MiB, Chromium ${browser.version()}`);
  const warmUp = await run(page);
  console.log(`warm-up: ${Math.round(warmUp)} ms`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    times.push(await run(page));
    console.log(`run ${i + 1}: ${Math.round(times.at(-1)!)} ms`);
  }
  const result = median(times, "higher");
  const verdict = result < TARGET_MS ? "PASS" : "FAIL";
  console.log(`median of ${RUNS}: ${Math.round(result)} ms (${Math.round(ROWS / (result / 1000))} rows/s)`);
  console.log(`${verdict}  ${ROWS} rows scored in the browser's worker in < ${TARGET_MS} ms`);
  process.exitCode = verdict === "PASS" ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
