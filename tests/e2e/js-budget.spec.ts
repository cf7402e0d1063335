import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type Browser, expect, test } from "@playwright/test";

import { budgetedPages, formatKiB, type PageWeight, scriptPaths, weighScripts } from "#scripts/site/page-weight";

import { content } from "./built-content";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

// What a section loads can depend on what is near the first screen, so a desktop and a phone screen.
const SCREENS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 412, height: 915 },
} as const;

/**
 * A first visit with no interaction: a fresh browser context (empty cache) opens the page, waits until
 * React has hydrated it and the network has been idle for half a second, and notes every request.
 */
async function firstVisit(browser: Browser, baseURL: string, path: string, screen: keyof typeof SCREENS) {
  const context = await browser.newContext({ baseURL, viewport: SCREENS[screen] });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  await context.close();
  return weighScripts(clientDir, path, scriptPaths(fetched, new URL(baseURL).origin));
}

/**
 * Files under 1 KiB gzip a first visit may fetch: each is a request and a header block of its own for a few hundred
 * bytes (issue 37). The bundler writes two that no grouping removes: its runtime (helpers React's CommonJS needs) and
 * a one-line entry for a dynamic import whose module a group holds (the islands' root, the first island), which
 * Rollup would not write (rolldown/rolldown#9729).
 */
const SMALL_FILE = 1024;
const SMALL_FILES = 3;

function describeWeight(weight: PageWeight): string {
  return weight.scripts.map((script) => `${script.url} ${formatKiB(script.gzipBytes)}`).join("\n");
}

test.describe("JavaScript budget (gzip): every script a first visit fetches without interaction", () => {
  for (const [path, budget] of budgetedPages(content)) {
    for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
      test(`${path} on a ${screen} screen stays within ${formatKiB(budget)}`, async ({ browser, baseURL }) => {
        const weight = await firstVisit(browser, baseURL!, path, screen);
        expect(weight.scripts.length).toBeGreaterThan(0);
        const total = `${path} (${screen}) fetches ${formatKiB(weight.gzipBytes)} (${weight.gzipBytes} bytes)`;
        console.log(total);
        expect(weight.gzipBytes, `${total}:\n${describeWeight(weight)}`).toBeLessThanOrEqual(budget);
        const small = weight.scripts.filter((script) => script.gzipBytes < SMALL_FILE);
        expect(small.length, `${path} (${screen}) fetches small files:\n${describeWeight(weight)}`).toBeLessThanOrEqual(
          SMALL_FILES,
        );

        // Chunk names are hashes, so look inside: the EmailJS endpoint and sonner's toaster markup.
        for (const { url } of weight.scripts) {
          const code = readFileSync(join(clientDir, url), "utf8");
          expect(code, `${url} on ${path}`).not.toContain("api.emailjs.com");
          expect(code, `${url} on ${path}`).not.toContain("data-sonner-toaster");
        }
      });
    }
  }
});
