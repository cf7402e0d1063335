import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS } from "./scripts/chromium-args";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

// Browser tests run against the built site served by server/, in Debian's Chromium (no downloads).
export default defineConfig({
  testDir: "tests/e2e",
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
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
        },
      },
    },
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
