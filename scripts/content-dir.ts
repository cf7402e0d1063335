/**
 * `CONTENT_DIR=tests/fixtures/content npm run build` builds the site with another content folder: every
 * import of a file in app/content/ whose namesake exists in CONTENT_DIR loads that one instead. Files the
 * folder does not have still come from app/content/, and they read the folder's files too (a derived
 * file such as cv.ts picks up the other profile.ts). Files inside the folder import the real ones freely.
 *
 * The tests build on fixture content this way (`npm run build:test`), so what they guard (the CV's two
 * pages, the JavaScript budgets, that renaming the owner touches only content) does not depend on the
 * owner's own words.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { type Plugin, runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const appContent = join(root, "app", "content");

/** The other content folder, absolute, or undefined when the build uses app/content/ itself. */
export function contentDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.CONTENT_DIR?.trim();
  if (!dir) return undefined;
  const absolute = resolve(root, dir);
  if (!existsSync(absolute)) throw new Error(`CONTENT_DIR: no folder at ${absolute}`);
  return absolute;
}

/** Where a resolved module id loads from: its namesake in `dir` when it is an app/content/ file that has one. */
export function redirectContent(id: string, importer: string | undefined, dir: string): string | undefined {
  const [file, query] = id.split("?") as [string, string | undefined];
  const inContent = relative(appContent, file);
  if (inContent.startsWith("..") || inContent === file) return undefined;
  if (importer && !relative(dir, importer).startsWith("..")) return undefined;
  const substitute = join(dir, inContent);
  if (!existsSync(substitute)) return undefined;
  // A query (`theme.css?raw`) says how to load the file: it goes with it.
  return query === undefined ? substitute : `${substitute}?${query}`;
}

/**
 * The folder's stylesheets as aliases of their subpaths (`#app/content/theme.css`): Tailwind resolves a
 * stylesheet's `@import` with Vite's aliases but not with plugins, so `resolveId` below never sees it.
 */
export function stylesheetAliases(dir: string): { find: string; replacement: string }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".css"))
    .map((name) => ({ find: `#app/content/${name}`, replacement: join(dir, name) }));
}

/** The Vite plugin: a no-op unless CONTENT_DIR is set. */
export function contentDir(dir: string | undefined = contentDirFromEnv()): Plugin {
  return {
    name: "content-dir",
    enforce: "pre",
    config() {
      return dir ? { resolve: { alias: stylesheetAliases(dir) } } : undefined;
    },
    async resolveId(source, importer, options) {
      if (!dir) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return redirectContent(resolved.id, importer, dir) ?? resolved;
    },
  };
}

/**
 * Imports a module the way the app's build sees it, CONTENT_DIR included: react-router.config.ts is
 * loaded without the app's plugins, so the files it writes from content (sitemap, /cv.json, the
 * manifest) load their modules through this.
 */
export async function importWithContent<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(join(root, path), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [contentDir()],
  });
  return module;
}
