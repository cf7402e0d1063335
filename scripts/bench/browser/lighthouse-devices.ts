/**
 * `npm run lighthouse:devices [-- <page> ...]`: what each byte-saving device of the build is worth
 * (scripts/build/speed-devices.ts). Builds the site once with every device and once without each, serves every
 * build at once, and audits the page(s) with Lighthouse (mobile, simulated throttling, performance only)
 * RUNS times per build (LIGHTHOUSE_RUNS, default 5), the builds taking turns within each round so that
 * load on the machine falls on all of them alike. Prints, side by side, the medians (and ranges) of Total
 * Blocking Time and Largest Contentful Paint, and the JavaScript each load fetched.
 *
 * TBT here is inflated by work Lighthouse cannot attribute (a page that ships no script still measures
 * some): compare builds within one run only. `--no-build` reuses the builds of an earlier run (build-devices/).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { loanDemoPage } from "#app/content/site";
import { on } from "#app/site/modules";
import { median } from "#model/uncertainty/percentile";

import { SPEED_DEVICES } from "../../build/speed-devices";
import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { budgetedPages, formatKiB, scriptPaths, weighScripts } from "../../site/page-weight";
import { type RunningServer, startServer } from "../../site/serve-built";
import { requestedUrls } from "./lighthouse-report";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const root = join(import.meta.dirname, "..", "..", "..");
const args = process.argv.slice(2);
const pages = args.filter((arg) => arg.startsWith("/"));
if (pages.length === 0) pages.push(...budgetedPages({ on, loanDemoPage }).map(([path]) => path));

type Build = { name: string; without: string; dir: string; server?: RunningServer };
const builds: Build[] = [
  { name: "every device", without: "", dir: "build-devices/all" },
  ...SPEED_DEVICES.map((device) => ({ name: `without ${device}`, without: device, dir: `build-devices/${device}` })),
];

for (const build of builds) {
  if (args.includes("--no-build") && existsSync(join(root, build.dir))) continue;
  console.log(`Building ${build.name} into ${build.dir}`);
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: build.dir, WITHOUT_DEVICES: build.without },
  });
}

type Run = { tbt: number; lcp: number; js: number };
const runs = new Map<string, Run[]>();

for (const build of builds) build.server = await startServer({ BUILD_DIR: build.dir, RATE_LIMIT_PER_MINUTE: "0" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

try {
  for (let round = 0; round < RUNS; round++) {
    for (const path of pages) {
      // Each round starts with the next build, so none is always the first after a pause.
      const order = builds.map((_, i) => builds[(i + round) % builds.length]!);
      for (const build of order) {
        const { origin } = build.server!;
        const page = await browser.newPage();
        try {
          const result = await lighthouse(
            `${origin}${path}`,
            { output: "json", logLevel: "error", onlyCategories: ["performance"] },
            undefined,
            page,
          );
          const { audits } = result!.lhr;
          const run = {
            tbt: audits["total-blocking-time"]?.numericValue ?? Infinity,
            lcp: audits["largest-contentful-paint"]?.numericValue ?? Infinity,
            js: weighScripts(join(root, build.dir, "client"), path, scriptPaths(requestedUrls(result!.lhr), origin))
              .gzipBytes,
          };
          const key = `${path}\t${build.name}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          console.log(
            `  round ${round + 1} ${path} ${build.name}: TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms`,
          );
        } finally {
          await page.close();
        }
      }
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  for (const build of builds) await build.server?.stop();
}

const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
console.log(`\nMedians (range) of the runs that measured both (of ${RUNS}), Lighthouse mobile, builds taking turns:`);
console.log("| page | build | runs | TBT ms | LCP ms | JS fetched (gzip) |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const path of pages) {
  for (const build of builds) {
    // A run Lighthouse could not finish (no LCP on a starved machine) reports no figures: left out, and counted.
    const measured = (runs.get(`${path}\t${build.name}`) ?? []).filter(
      (run) => Number.isFinite(run.tbt) && Number.isFinite(run.lcp),
    );
    if (measured.length === 0) {
      console.log(`| ${path} | ${build.name} | 0 | – | – | – |`);
      continue;
    }
    const tbt = measured.map((run) => run.tbt);
    const lcp = measured.map((run) => run.lcp);
    console.log(
      `| ${path} | ${build.name} | ${measured.length} | ${Math.round(median(tbt, "higher"))} (${range(tbt)}) | ` +
        `${Math.round(median(lcp, "higher"))} (${range(lcp)}) | ${formatKiB(
          median(
            measured.map((run) => run.js),
            "higher",
          ),
        )} |`,
    );
  }
}
