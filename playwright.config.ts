import { join } from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS } from "./scripts/site/chromium-args";
import { guardOwnerContent } from "./tests/support/content/content-guard";

guardOwnerContent();

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const TEST_DIR = join(import.meta.dirname, "tests", "e2e");

/**
 * The specs that also run on the second fixture owner's build (`npm run test:browser:other`): what another owner's
 * content and modules change. Exact files, so the selection never depends on the folder the repository lies in
 * (Playwright's command-line filters match anywhere in a spec's whole path: a clone in ~/my-cv/ matched them all).
 */
export const OTHER_OWNER_SPECS = [
  "own-content.spec.ts",
  "links.spec.ts",
  "modules.spec.ts",
  "model-kit.spec.ts",
  "landing.spec.ts",
  "contact.spec.ts",
  "cv.spec.ts",
  "prerender.spec.ts",
  "smoke.spec.ts",
  "js-budget.spec.ts",
];
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  },
};

// Browser tests run against the built site served by server/, in Debian's Chromium (no downloads).
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // None, in CI too: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // One output folder per port, so parallel runs do not clean up after each other.
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
  },
  testDir: TEST_DIR,
  // Every spec on the fixture owner's build; some of them on the second owner's (`--project other-owner`).
  projects: [
    { name: "chromium", use: chromium },
    { name: "other-owner", use: chromium, testMatch: OTHER_OWNER_SPECS.map((spec) => join(TEST_DIR, spec)) },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it.
    command: `node ${BUILD_DIR}/server/node.js`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", BUILD_DIR, RATE_LIMIT_PER_MINUTE: "0" },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
