/**
 * `npx tsx scripts/bench/browser/first-visit-scripts.ts [--list] [/path ...]`: the script files a first visit
 * fetches, per page. Serves BUILD_DIR (default "build"; build it first), opens each page (default `/`, the loan
 * demo and a model page) in a fresh Chromium context (empty cache) on a desktop and a phone screen, waits until the
 * page has come alive (`data-hydrated`) and the network has been idle for half a second, and prints for each the
 * number of script files, how many of them are under 1 KiB gzip, and their gzip total (each built file at level 9,
 * scripts/site/page-weight.ts). `--list` prints every file with its size; `--scroll` reads each page to its end first,
 * so that every island loads. BUILD_DIR may be absolute: another build,
 * kept aside, measured with this checkout's script.
 *
 * A request is a round trip and a header block of its own; a file of a few hundred bytes costs about as much as its
 * bytes (issue 37: no first-visit chunk under 1 KB unless it pays off).
 */
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

import { chromium, type Browser } from "@playwright/test";

import { CHROMIUM_ARGS } from "../../site/chromium-args";
import { formatKiB, scriptPaths, weighScripts } from "../../site/page-weight";
import { startServer } from "../../site/serve-built";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { list: { type: "boolean" }, scroll: { type: "boolean" } },
});
const PATHS = positionals.length > 0 ? positionals : ["/", "/projects/loan-predict", "/models/diabetes-risk"];
const SMALL = 1024;
const SCREENS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 412, height: 915 },
} as const;

const root = join(import.meta.dirname, "..", "..", "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

async function firstVisit(browser: Browser, origin: string, path: string, screen: keyof typeof SCREENS) {
  const context = await browser.newContext({ viewport: SCREENS[screen] });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(request.url()));
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    // With --scroll, the visit reads the page to its end, a screen at a time, so every island that loads as it comes
    // near loads.
    for (let more = values.scroll; more;) {
      more = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
      });
      await page.waitForTimeout(100);
    }
    if (values.scroll) await page.waitForLoadState("networkidle");
    return weighScripts(clientDir, path, scriptPaths(fetched, origin));
  } finally {
    await context.close();
  }
}

const server = await startServer({
  BUILD_DIR: relative(root, buildDir),
  RATE_LIMIT_PER_MINUTE: "0",
  LOG_REQUESTS: "0",
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  console.log(`${buildDir}\n`);
  console.log("| page | screen | files | under 1 KiB | gzip |");
  console.log("| ---- | ------ | ----- | ----------- | ---- |");
  const lists: string[] = [];
  for (const path of PATHS) {
    for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      const weight = await firstVisit(browser, server.origin, path, screen);
      const small = weight.scripts.filter((script) => script.gzipBytes < SMALL).length;
      console.log(`| ${path} | ${screen} | ${weight.scripts.length} | ${small} | ${formatKiB(weight.gzipBytes)} |`);
      if (values.list) {
        lists.push(`\n${path} (${screen}):`);
        for (const { url, gzipBytes } of weight.scripts) lists.push(`  ${String(gzipBytes).padStart(6)} B  ${url}`);
      }
    }
  }
  if (lists.length > 0) console.log(lists.join("\n"));
} finally {
  await browser.close();
  await server.stop();
}
