import { join } from "node:path";

import { runnerImport } from "vite";

import { contentDir } from "./content-dir";
import { publications } from "./publications/publications-plugin";

const root = join(import.meta.dirname, "..");

/**
 * Imports a module the way the app's build sees it, CONTENT_DIR and the owner's publications included:
 * react-router.config.ts is loaded without the app's plugins, so the files it writes from content
 * (sitemap, /cv.json, the manifest) and the pages it prerenders load their modules through this.
 */
export async function importWithContent<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(join(root, path), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [contentDir(), publications()],
  });
  return module;
}
