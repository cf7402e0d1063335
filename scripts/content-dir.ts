/**
 * `CONTENT_DIR=tests/fixtures/content npm run build` builds the site with other content: every import of a
 * file in app/content/ whose namesake exists in CONTENT_DIR loads that one instead. Files the folder does not
 * have still come from app/content/, and they read the folder's files too (a derived file such as cv.ts picks
 * up the other profile.ts).
 *
 * CONTENT_DIR may list several folders, like PATH (`tests/fixtures/content-other:tests/fixtures/content`):
 * each lies over the ones after it, and app/content/ is the last. An import of a content file, from whichever
 * folder it names, loads the topmost namesake; only a file importing its own name (an overlay extending the
 * file it replaces, a fixture taking its type from app/content/) gets the next one below.
 *
 * The tests build on fixture content this way (`npm run build:test`) and run on it (vitest.config.ts), so
 * what they guard (the CV's two pages, the JavaScript budgets, that renaming the owner touches only content)
 * does not depend on the owner's own words.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join, relative, resolve } from "node:path";

import { type Plugin, runnerImport } from "vite";

import type * as PublicationsPlugin from "./publications/publications-plugin";

const root = join(import.meta.dirname, "..");
const appContent = join(root, "app", "content");

/** The other content folders, absolute, topmost first; empty when the build uses app/content/ itself. */
export function contentDirsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const dirs = (env.CONTENT_DIR ?? "").split(delimiter).map((dir) => dir.trim());
  return dirs.filter(Boolean).map((dir) => {
    const absolute = resolve(root, dir);
    if (!existsSync(absolute)) throw new Error(`CONTENT_DIR: no folder at ${absolute}`);
    return absolute;
  });
}

/** In a build folder: the content folders that build was made from (none for app/content/ alone). */
const RECORD = "content-dirs.json";

/** Notes in the build folder which content folders it was made from, so its tests can read the same. */
export function recordContentDirs(buildDir: string, dirs: readonly string[] = contentDirsFromEnv()): void {
  const record = join(resolve(root, buildDir), RECORD);
  writeFileSync(record, `${JSON.stringify(dirs.map((dir) => relative(root, dir)))}\n`);
}

/** The content folders a build was made from, as recordContentDirs noted them; none for a build of app/content/. */
export function builtContentDirs(buildDir: string): string[] {
  const record = join(resolve(root, buildDir), RECORD);
  if (!existsSync(record)) return [];
  const dirs = JSON.parse(readFileSync(record, "utf8")) as string[];
  return contentDirsFromEnv({ CONTENT_DIR: dirs.join(delimiter) });
}

const inside = (folder: string, file: string) => {
  const path = relative(folder, file);
  return path !== "" && !path.startsWith("..") && path !== file;
};

/**
 * Where a resolved module id loads from when `dirs` lie over app/content/: the topmost namesake, or, for a
 * content file importing its own namesake (to extend or type it), the next one below it. Undefined: load it
 * as resolved.
 */
export function redirectContent(id: string, importer: string | undefined, dirs: readonly string[]): string | undefined {
  const [file, query] = id.split("?") as [string, string | undefined];
  const layers = [...dirs, appContent];
  const layer = layers.findIndex((folder) => inside(folder, file));
  if (layer < 0) return undefined;
  const name = relative(layers[layer]!, file);
  const own = importer ? layers.findIndex((folder) => inside(folder, importer)) : -1;
  const extending = own >= 0 && relative(layers[own]!, importer!) === name;
  const substitute = layers.slice(extending ? own + 1 : 0).find((folder) => existsSync(join(folder, name)));
  if (!substitute) return undefined;
  const path = join(substitute, name);
  if (path === file) return undefined;
  // A query (`theme.css?raw`) says how to load the file: it goes with it.
  return query === undefined ? path : `${path}?${query}`;
}

/**
 * The folders' stylesheets as aliases of their subpaths (`#app/content/theme.css`), each the topmost folder's:
 * Tailwind resolves a stylesheet's `@import` with Vite's aliases but not with plugins, so `resolveId` below never
 * sees it.
 */
export function stylesheetAliases(dirs: readonly string[]): { find: string; replacement: string }[] {
  const names = new Set(dirs.flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith(".css"))));
  return [...names].map((name) => ({ find: `#app/content/${name}`, replacement: contentPath(name, dirs) }));
}

/** A content file or folder (e.g. "notes") as the build sees it: the topmost of `dirs` that has it, else app/content/'s. */
export function contentPath(name: string, dirs: readonly string[] = contentDirsFromEnv()): string {
  const folder = dirs.find((dir) => existsSync(join(dir, name)));
  return join(folder ?? appContent, name);
}

/**
 * Marks a content file loaded although a namesake lies over it (a file importing its own name): Vitest's
 * module runner resolves each id a second time, without the importer, which would load the namesake.
 */
const KEEP = "content-layer";
const kept = (id: string) => new URLSearchParams(id.split("?")[1] ?? "").has(KEEP);
const keep = (id: string) => `${id}${id.includes("?") ? "&" : "?"}${KEEP}`;

/**
 * Every file in the folders, for a cache key: which files exist decides where an import goes; and this file's
 * own text, since how it decides does too.
 */
function layout(dirs: readonly string[]): string {
  return [...dirs, appContent]
    .flatMap((dir) => [dir, ...readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()])
    .concat(readFileSync(join(import.meta.dirname, "content-dir.ts"), "utf8"))
    .join("\n");
}

/** The Vite plugin: a no-op without folders. */
export function contentDir(dirs: readonly string[] = contentDirsFromEnv()): Plugin {
  return {
    name: "content-dir",
    enforce: "pre",
    // Vitest keeps transformed modules on disk between runs, with the imports resolved: another set of
    // folders, or a file added to one, must not reuse them.
    configureVitest({ defineCacheKeyGenerator }) {
      const key = layout(dirs);
      defineCacheKeyGenerator(() => key);
    },
    config() {
      return dirs.length > 0 ? { resolve: { alias: stylesheetAliases(dirs) } } : undefined;
    },
    async resolveId(source, importer, options) {
      if (dirs.length === 0) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || kept(resolved.id)) return resolved;
      const target = redirectContent(resolved.id, importer, dirs) ?? resolved.id;
      // A file that a namesake lies over (the one below an overlay importing its own name) is marked, or the
      // second resolution, without the importer, would send it back up to the overlay: a cycle.
      if (redirectContent(target, undefined, dirs)) return keep(target);
      return target === resolved.id ? resolved : target;
    },
  };
}

/**
 * Imports a module the way the app's build sees it, CONTENT_DIR and the owner's publications included:
 * react-router.config.ts is loaded without the app's plugins, so the files it writes from content (sitemap,
 * /cv.json, the manifest) and the pages it prerenders load their modules through this, and so do the browser
 * tests that read the built content.
 */
export async function importWithContent<T>(path: string, dirs: readonly string[] = contentDirsFromEnv()): Promise<T> {
  const { publications } = await loadPublicationsPlugin();
  const { module } = await runnerImport<T>(join(root, path), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [contentDir(dirs), publications(dirs)],
  });
  return module;
}

/**
 * The publications plugin (scripts/publications/publications-plugin.ts), loaded through Vite's module
 * runner: it imports project modules without file extensions, which the config files' own loader is to
 * stop resolving (vite.config.ts and vitest.config.ts load it through this too).
 */
export async function loadPublicationsPlugin(): Promise<typeof PublicationsPlugin> {
  const plugin = join(root, "scripts", "publications", "publications-plugin.ts");
  return (await runnerImport<typeof PublicationsPlugin>(plugin, { configFile: false, root, logLevel: "warn" })).module;
}
