/**
 * `npm run lighthouse`: builds, starts the production server, audits every page 3 times with Lighthouse
 * (mobile, simulated throttling) and prints the medians against the targets. Exits non-zero when one
 * falls short. Audits are sensitive to load: run it on a quiet machine.
 */
import { execSync } from "node:child_process";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CV_JS_BUDGET, formatKiB, JS_BUDGETS, scriptPaths, weighScripts } from "./page-weight";
import { startServer } from "./serve-built";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGETS: Record<string, number> = { ...JS_BUDGETS, "/cv": CV_JS_BUDGET };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0 };

const root = join(import.meta.dirname, "..");
const clientDir = join(root, process.env.BUILD_DIR ?? "build", "client");
if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "inherit" });

type Run = { scores: number[]; lcp: number; tbt: number; cls: number; js: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The URLs of every request in a Lighthouse report's network log. */
function requestedUrls(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined;
  return (details?.items ?? []).map((item) => item.url);
}

const server = await startServer({ RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
  ],
});

let failed = false;
try {
  for (const [path, budget] of Object.entries(BUDGETS)) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      runs.push({
        scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Infinity,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
        // Every script this load fetched, weighed from the build like the budget test does.
        js: weighScripts(clientDir, path, scriptPaths(requestedUrls(lhr), server.origin)).gzipBytes,
      });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failing.length) console.log(`  run ${i + 1} ${path}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
    }
    const scores = CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index]!)));
    const lcp = median(runs.map((run) => run.lcp));
    const tbt = median(runs.map((run) => run.tbt));
    const cls = median(runs.map((run) => run.cls));
    const js = median(runs.map((run) => run.js));
    const ok =
      scores.every((score) => score >= TARGETS.score) &&
      lcp < TARGETS.lcpMs && tbt < TARGETS.tbtMs && cls <= TARGETS.cls && js <= budget;
    failed ||= !ok;
    console.log(
      `${ok ? "PASS" : "FAIL"} ${path}  perf/a11y/bp/seo ${scores.join(" / ")}  LCP ${(lcp / 1000).toFixed(2)} s` +
        `  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  JS ${formatKiB(js)} (budget ${formatKiB(budget)})`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`Targets: 100 in every category, LCP < 1.5 s, TBT < 50 ms, CLS 0 (medians of ${RUNS} runs).`);
process.exit(failed ? 1 : 0);
