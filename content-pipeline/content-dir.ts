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
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { delimiter, join, relative, resolve, sep } from "node:path";

import { type Plugin, runnerImport } from "vite";

import type * as PublicationsPlugin from "./publications/publications-plugin";

const root = join(import.meta.dirname, "..");
const appContent = join(root, "app", "content");
const wordsDir = join(root, "app", "words");

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
 * content file importing its own namesake (to extend or type it), the next one below it. A file in app/content/
 * itself is never loaded then: the folders must have every content file (the tests never read the owner's).
 * Undefined: load it as resolved (a file outside every content folder).
 */
export function redirectContent(id: string, importer: string | undefined, dirs: readonly string[]): string | undefined {
  const [file, query] = id.split("?") as [string, string | undefined];
  const layer = [...dirs, appContent].findIndex((folder) => inside(folder, file));
  if (layer < 0) return undefined;
  const name = relative([...dirs, appContent][layer]!, file);
  const own = importer ? dirs.findIndex((folder) => inside(folder, importer)) : -1;
  // A file asking for itself with a query (a notebook for its own download link, `?url`) is not extending anything.
  const extending = own >= 0 && query === undefined && relative(dirs[own]!, importer!) === name;
  const substitute = dirs.slice(extending ? own + 1 : 0).find((folder) => existsSync(join(folder, name)));
  if (!substitute) throw missingContent(name, dirs);
  const path = join(substitute, name);
  if (path === file) return undefined;
  // A query (`theme.css?raw`) says how to load the file: it goes with it.
  return query === undefined ? path : `${path}?${query}`;
}

const missingContent = (name: string, dirs: readonly string[]) =>
  new Error(
    `content: none of CONTENT_DIR's folders (${dirs.map((dir) => relative(root, dir)).join(", ")}) has ${name}; ` +
      "a build or test on other content never reads app/content/, so the folders must hold every content file",
  );

/** `#app/content/<name>` as a file in app/content/, with the extension it has in the topmost folder that has it. */
function contentFile(source: string, dirs: readonly string[]): string {
  const [name, query] = source.slice("#app/content/".length).split("?") as [string, string | undefined];
  const withExtension = ["", ".ts", ".tsx"]
    .map((extension) => `${name}${extension}`)
    .find((candidate) => dirs.some((dir) => statSync(join(dir, candidate), { throwIfNoEntry: false })?.isFile()));
  if (!withExtension) throw missingContent(name, dirs);
  const file = join(appContent, withExtension);
  return query === undefined ? file : `${file}?${query}`;
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

/**
 * A content file or folder (e.g. "notes") as the build sees it: app/content/'s, or with `dirs`, the topmost of them
 * that has it (else where the last would have it: the build then finds none, as it would in app/content/).
 */
export function contentPath(name: string, dirs: readonly string[] = contentDirsFromEnv()): string {
  if (dirs.length === 0) return join(appContent, name);
  const folder = dirs.find((dir) => existsSync(join(dir, name)));
  return join(folder ?? dirs.at(-1)!, name);
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
  return (dirs.length > 0 ? dirs : [appContent])
    .flatMap((dir) => [dir, ...readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()])
    .concat(readFileSync(join(import.meta.dirname, "content-dir.ts"), "utf8"))
    .join("\n");
}

/** The languages the template's own words come in (app/words/<language>/); any other locale gets English. */
export const WORD_PACKS = ["en", "fr", "de", "es"] as const;

/**
 * A pseudo-locale (CLDR's "en-XA"): English with every word bracketed (app/lib/pseudo-locale.ts), so that a page
 * showing a word outside brackets shows one that comes from neither the packs nor the owner's content
 * (tests/e2e/words.spec.ts).
 */
export const PSEUDO_LOCALE = "en-XA";

/** The pack for a BCP 47 locale: its language's, else English; "pseudo" for the pseudo-locale. */
export function wordPack(locale: string): (typeof WORD_PACKS)[number] | "pseudo" {
  if (locale === PSEUDO_LOCALE) return "pseudo";
  const language = locale.split("-")[0]!.toLowerCase();
  return WORD_PACKS.find((pack) => pack === language) ?? "en";
}

/**
 * The subjects of the packs, each a file of the English one, by its path in the pack ("loan/form", "site/landing"):
 * a pack groups its files in folders by meaning, and `#app/words/site/landing` names the file as it lies.
 */
export function wordSubjects(): string[] {
  return readdirSync(join(wordsDir, "en"), { recursive: true, encoding: "utf8" })
    .map((name) => name.split(sep).join("/"))
    .filter((name) => /^(?:[a-z-]+\/)*[a-z-]+\.ts$/.test(name))
    .map((name) => name.slice(0, -3))
    .sort();
}

const WORDS_ID = "\0words:";

/** What of the content decides the words (site.ts's locale, which words words.ts overrides) and the switches. */
type WordSettings = { locale: string; overridden: ReadonlySet<string>; modules: Record<string, boolean> };

const switchesFile = join(root, "app", "site", "switches.ts");

/**
 * app/site/switches.ts as literals: `export const loanDemoOn = false;` lets the bundler drop what only a module that
 * is off would run (a constant's value is followed across modules; an object's property is not).
 */
function switchesModule({ modules }: WordSettings): string {
  const source = readFileSync(switchesFile, "utf8");
  return [...source.matchAll(/^export const (\w+)On: boolean = modules\.(\w+);$/gm)]
    .map(([, name, key]) => {
      if (typeof modules[key!] !== "boolean")
        throw new Error(`app/content/site.ts: modules.${key} is not true or false`);
      return `export const ${name}On = ${modules[key!]};`;
    })
    .join("\n");
}

/**
 * The module a component gets for `#app/words/<subject>`: each export of the pack, with the owner's strings from
 * words.ts laid over it (app/lib/words.ts) where words.ts has any. An export the owner does not override is the
 * pack's own, so that a site without overrides carries no code for them. The exports are read from the English
 * pack, which every other pack matches (app/words/packs.test.ts).
 */
function wordsModule(subject: string, { locale, overridden }: WordSettings): string {
  const pack = wordPack(locale);
  const english = readFileSync(join(wordsDir, "en", `${subject}.ts`), "utf8");
  const names = [...english.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
  const file = JSON.stringify(join(wordsDir, pack === "pseudo" ? "en" : pack, `${subject}.ts`));
  // Re-exported as they are, not copied into new constants: the bundler then drops every export a page does not use.
  const kept = pack === "pseudo" ? [] : names.filter((name) => !overridden.has(name));
  const made = names.filter((name) => !kept.includes(name));
  const value = (name: string) =>
    overridden.has(name) ? `withOverrides(pack.${name}, words.${name}, ${JSON.stringify(name)})` : `pack.${name}`;
  return [
    kept.length > 0 ? `export { ${kept.join(", ")} } from ${file};` : "",
    made.length > 0 ? `import * as pack from ${file};` : "",
    made.some((name) => overridden.has(name))
      ? `import { words } from "#app/content/words";\nimport { withOverrides } from "#app/lib/words";`
      : "",
    pack === "pseudo" ? `import { bracket } from "#app/lib/pseudo-locale";` : "",
    ...made.map((name) =>
      pack === "pseudo"
        ? `export const ${name} = /* @__PURE__ */ bracket(${value(name)});`
        : `export const ${name} = /* @__PURE__ */ ${value(name)};`,
    ),
  ]
    .filter(Boolean)
    .join("\n");
}

/** site.ts's locale and words.ts's overrides as the content folders give them, read once per set of folders. */
const settings = new Map<string, Promise<WordSettings>>();
function wordSettings(dirs: readonly string[]): Promise<WordSettings> {
  const key = dirs.join(delimiter);
  let read = settings.get(key);
  if (!read) {
    const load = <T>(name: string) =>
      runnerImport<T>(contentPath(name, dirs), {
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [contentDir(dirs, { words: false })],
      }).then(({ module }) => module);
    read = Promise.all([
      load<{ site: { locale: string }; modules: Record<string, boolean> }>("site.ts"),
      load<{ words: Record<string, unknown> }>("words.ts"),
    ]).then(([{ site, modules }, { words }]) => ({
      locale: site.locale,
      overridden: new Set(Object.keys(words)),
      modules,
    }));
    settings.set(key, read);
  }
  return read;
}

/**
 * The Vite plugin: content files from the topmost of `dirs` (a no-op without folders), and the words of
 * site.ts's language for `#app/words/<subject>` (unless `words` is false: reading site.ts itself needs none).
 */
export function contentDir(dirs: readonly string[] = contentDirsFromEnv(), { words = true } = {}): Plugin {
  const subjects = new Set(words ? wordSubjects() : []);
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
      const subject = source.startsWith("#app/words/") ? source.slice("#app/words/".length) : undefined;
      if (subject !== undefined && subjects.has(subject)) return `${WORDS_ID}${subject}`;
      if (dirs.length === 0) return undefined;
      // Resolved here, not by package.json's imports: the owner's app/content/ need not have the file at all.
      if (source.startsWith("#app/content/")) {
        const target = redirectContent(contentFile(source, dirs), importer, dirs)!;
        return redirectContent(target, undefined, dirs) ? keep(target) : target;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || kept(resolved.id)) return resolved;
      const target = redirectContent(resolved.id, importer, dirs) ?? resolved.id;
      // A file that a namesake lies over (the one below an overlay importing its own name) is marked, or the
      // second resolution, without the importer, would send it back up to the overlay: a cycle.
      if (redirectContent(target, undefined, dirs)) return keep(target);
      return target === resolved.id ? resolved : target;
    },
    async load(id) {
      if (words && id.split("?")[0] === switchesFile) return switchesModule(await wordSettings(dirs));
      if (!id.startsWith(WORDS_ID)) return undefined;
      return wordsModule(id.slice(WORDS_ID.length), await wordSettings(dirs));
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
 * The publications plugin (content-pipeline/publications/publications-plugin.ts), loaded through Vite's module
 * runner: it imports project modules without file extensions, which the config files' own loader is to
 * stop resolving (vite.config.ts and vitest.config.ts load it through this too).
 */
export async function loadPublicationsPlugin(): Promise<typeof PublicationsPlugin> {
  const plugin = join(root, "content-pipeline", "publications", "publications-plugin.ts");
  return (await runnerImport<typeof PublicationsPlugin>(plugin, { configFile: false, root, logLevel: "warn" })).module;
}
