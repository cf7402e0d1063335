import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Nothing may leave the machine: no telemetry, no fetch of Request.cf's data, wrangler's config
// kept in the project (.wrangler/ is ignored). `npm run test:worker` sets these too.
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.XDG_CONFIG_HOME ??= resolve(".wrangler", "config");

// The worker tests run the real build (`npm run build:test` makes build-test) in workerd: the
// site from its client/ folder, the CSP hashes from build-test/csp-script-hashes.json.
const buildDir = resolve(process.env.BUILD_DIR ?? "build-test");
const hashesFile = resolve(buildDir, "csp-script-hashes.json");
if (!existsSync(hashesFile)) {
  throw new Error(`No built site in ${buildDir}: run \`npm run build:test\` (or set BUILD_DIR) first.`);
}

const resolveBuild = {
  // As wrangler.jsonc's alias does for `wrangler deploy`, from BUILD_DIR.
  alias: {
    "virtual:csp-script-hashes": hashesFile,
    "virtual:csp-image-sources": resolve(buildDir, "csp-image-sources.json"),
    "virtual:site-modules": resolve(buildDir, "site-modules.json"),
    "virtual:kit-models": resolve(buildDir, "kit-models.json"),
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.jsonc" },
            // wrangler.jsonc serves the build's client folder; the tests serve BUILD_DIR's (the rest of `assets`
            // still applies).
            miniflare: { assets: { directory: resolve(buildDir, "client"), binding: "ASSETS" } },
          }),
        ],
        resolve: resolveBuild,
        test: {
          name: "workerd",
          include: ["tests/worker/**/*.test.ts"],
          // The first request starts workerd and loads the app into it: about 2 s alone, more on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        // `wrangler dev` on the build, fetched over real HTTP from Node (tests/worker-http).
        test: {
          name: "wrangler-dev",
          include: ["tests/worker-http/**/*.test.ts"],
          environment: "node",
          testTimeout: 20_000,
        },
      },
    ],
  },
});
