import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The deploy/ configurations are checked by nginx, caddy and systemd-analyze, which a developer's machine
// may not have: `npm run test:deploy` (TEST_DEPLOY=1) runs those checks alone; CI runs it after `npm test`.
const DEPLOY_CHECKS = Boolean(process.env.TEST_DEPLOY);
const DEPLOY_CHECKS_FILE = "scripts/deploy-configs.test.ts";

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [react()],
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
