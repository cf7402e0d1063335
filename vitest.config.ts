import react from "@vitejs/plugin-react";
import { runnerImport } from "vite";
import { defineConfig } from "vitest/config";

import type * as ContentDir from "./content-pipeline/content-dir";
import type * as ModelsPlugin from "./content-pipeline/models/models-plugin";
import type * as NotesPlugin from "./content-pipeline/notes/vite-plugin";
import type * as IslandsEntry from "./scripts/build/islands-entry";

// Through Vite's module runner: the config's own loader is to stop resolving extensionless imports of project
// modules (Vite 8 warns).
const { contentDir, contentDirsFromEnv, contentPath, importWithContent, loadPublicationsPlugin } = (
  await runnerImport<typeof ContentDir>("./content-pipeline/content-dir.ts", { configFile: false, logLevel: "warn" })
).module;

// The tests run on fixture content, never the owner's (app/content/): every import of a content file loads
// its namesake in tests/fixtures/content/, or in the folders CONTENT_DIR lists (content-pipeline/content-dir.ts), and so
// do "virtual:notes" and "virtual:publications", and the words the notes are compiled with.
const fromEnv = contentDirsFromEnv();
const CONTENT_DIRS = fromEnv.length > 0 ? fromEnv : contentDirsFromEnv({ CONTENT_DIR: "tests/fixtures/content" });
const { islandsEntry } = (
  await runnerImport<typeof IslandsEntry>("./scripts/build/islands-entry.ts", { configFile: false, logLevel: "warn" })
).module;
const { notes } = await importWithContent<typeof NotesPlugin>("content-pipeline/notes/vite-plugin.ts", CONTENT_DIRS);
const { publications } = await loadPublicationsPlugin();
const { models } = await importWithContent<typeof ModelsPlugin>(
  "content-pipeline/models/models-plugin.ts",
  CONTENT_DIRS,
);

// The deploy/ configurations are checked by nginx, caddy and systemd-analyze, which a developer's machine
// may not have: `npm run test:deploy` (TEST_DEPLOY=1) runs those checks alone; CI runs it after `npm test`.
const DEPLOY_CHECKS = Boolean(process.env.TEST_DEPLOY);
const DEPLOY_CHECKS_FILE = "tests/repo/deploy-configs.test.ts";
// Whole builds (a site without notes or publications, every module off, a broken BibTeX file, the hostile notes, 45
// notes over three pages): `npm run test:builds`
// (TEST_BUILDS=1) runs them alone, after the other unit tests, so that their minutes of building do not starve
// the timing tests (server/) beside them.
const BUILDS = Boolean(process.env.TEST_BUILDS);
const BUILD_FILES = [
  "scripts/build/empty-site-build.test.ts",
  "scripts/build/modules-off-build.test.ts",
  "content-pipeline/publications/publications-build.test.ts",
  "content-pipeline/notes/hostile-build.test.ts",
  "content-pipeline/notes/many-notes-build.test.ts",
];
const ALONE = DEPLOY_CHECKS ? [DEPLOY_CHECKS_FILE] : BUILDS ? BUILD_FILES : undefined;

// Vitest gets its own config: the React Router plugin is for the app build only.
export default defineConfig({
  plugins: [
    contentDir(CONTENT_DIRS),
    react(),
    notes({ folders: { notes: contentPath("notes", CONTENT_DIRS), projects: contentPath("projects", CONTENT_DIRS) } }),
    publications(CONTENT_DIRS),
    islandsEntry(),
    models({ folder: contentPath("models", CONTENT_DIRS) }),
  ],
  test: {
    include: ALONE
      ? ALONE
      : [
          "app/**/*.test.{ts,tsx}",
          "model/**/*.test.ts",
          "server/**/*.test.ts",
          "scripts/**/*.test.ts",
          "tests/repo/**/*.test.ts",
          "content-pipeline/**/*.test.ts",
        ],
    exclude: ALONE ? [] : [DEPLOY_CHECKS_FILE, ...BUILD_FILES],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Stylesheets load as empty strings, but for the theme's: app/lib/theme/theme-colours.ts reads its text.
    css: { include: [/theme\.css/] },
  },
});
