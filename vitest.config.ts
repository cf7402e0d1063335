import react from "@vitejs/plugin-react";
import { runnerImport } from "vite";
import { defineConfig } from "vitest/config";

import type * as ContentDir from "./scripts/content-dir";

// Through Vite's module runner: the config's own loader is to stop resolving extensionless imports of project
// modules (Vite 8 warns).
const { contentDir, contentDirsFromEnv } = (
  await runnerImport<typeof ContentDir>("./scripts/content-dir.ts", { configFile: false, logLevel: "warn" })
).module;

// The tests run on fixture content, never the owner's (app/content/): every import of a content file loads
// its namesake in tests/fixtures/content/, or in the folders CONTENT_DIR lists (scripts/content-dir.ts).
const fromEnv = contentDirsFromEnv();
const CONTENT_DIRS = fromEnv.length > 0 ? fromEnv : contentDirsFromEnv({ CONTENT_DIR: "tests/fixtures/content" });

// The deploy/ configurations are checked by nginx, caddy and systemd-analyze, which a developer's machine
// may not have: `npm run test:deploy` (TEST_DEPLOY=1) runs those checks alone; CI runs it after `npm test`.
const DEPLOY_CHECKS = Boolean(process.env.TEST_DEPLOY);
const DEPLOY_CHECKS_FILE = "scripts/deploy-configs.test.ts";

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [contentDir(CONTENT_DIRS), react()],
  test: {
    include: DEPLOY_CHECKS
      ? [DEPLOY_CHECKS_FILE]
      : ["app/**/*.test.{ts,tsx}", "model/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: DEPLOY_CHECKS ? [] : [DEPLOY_CHECKS_FILE],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Stylesheets load as empty strings, but for the theme's: app/lib/theme-colours.ts reads its text.
    css: { include: [/theme\.css/] },
  },
});
