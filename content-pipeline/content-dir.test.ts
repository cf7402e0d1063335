import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  contentDir,
  contentDirsFromEnv,
  contentPath,
  redirectContent,
  stylesheetAliases,
  wordPack,
} from "./content-dir";

const root = join(import.meta.dirname, "..");
const profile = join(root, "app", "content", "profile.ts");
// A content file no folder below has: a name, not a file of the tree.
const absent = join(root, "app", "content", "absent.ts");
const home = join(root, "app", "routes", "home.tsx");

function folderWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  for (const file of files) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "export {};\n");
  }
  return dir;
}

describe("redirectContent with one folder", () => {
  const dir = folderWith("profile.ts");

  it("loads a content file's namesake from the other folder", () => {
    expect(redirectContent(profile, home, [dir])).toBe(join(dir, "profile.ts"));
  });

  it("keeps the query that says how to load the file", () => {
    writeFileSync(join(dir, "theme.css"), "@theme {}\n");
    const theme = join(root, "app", "content", "theme.css");
    expect(redirectContent(`${theme}?raw`, undefined, [dir])).toBe(`${join(dir, "theme.css")}?raw`);
  });

  it("keeps files outside app/content, and a file's import of itself with a query (a notebook's own ?url)", () => {
    expect(redirectContent(join(root, "app", "root.tsx"), undefined, [dir])).toBeUndefined();
    expect(redirectContent(`${join(dir, "profile.ts")}?url`, join(dir, "profile.ts"), [dir])).toBeUndefined();
  });

  it("never falls back to app/content/: a file the folder lacks, or an import of its own name with none below, is an error", () => {
    expect(() => redirectContent(absent, undefined, [dir])).toThrow(
      /none of CONTENT_DIR's folders \(.*\) has absent\.ts; a build or test on other content never reads app\/content\//,
    );
    expect(() => redirectContent(profile, join(dir, "profile.ts"), [dir])).toThrow(/has profile\.ts/);
  });
});

describe("redirectContent with an overlay over a base folder", () => {
  const base = folderWith("profile.ts", "about.ts", "notes/a.md");
  const overlay = folderWith("profile.ts");
  const dirs = [overlay, base];

  it("loads the topmost namesake, whichever folder the import names", () => {
    expect(redirectContent(profile, home, dirs)).toBe(join(overlay, "profile.ts"));
    expect(redirectContent(join(base, "profile.ts"), home, dirs)).toBe(join(overlay, "profile.ts"));
    expect(redirectContent(join(root, "app", "content", "about.ts"), home, dirs)).toBe(join(base, "about.ts"));
    expect(redirectContent(join(base, "about.ts"), home, dirs)).toBeUndefined();
  });

  it("gives a file that imports its own name the namesake below it, so an overlay can extend the base", () => {
    expect(redirectContent(profile, join(overlay, "profile.ts"), dirs)).toBe(join(base, "profile.ts"));
    expect(redirectContent(join(base, "profile.ts"), join(overlay, "profile.ts"), dirs)).toBeUndefined();
    // The base has nothing below it: not app/content/'s file.
    expect(() => redirectContent(profile, join(base, "profile.ts"), dirs)).toThrow(/has profile\.ts/);
  });

  it("in the plugin, marks the namesake an overlay extends, so resolving it again without the importer keeps it", async () => {
    // Vite's module runner (Vitest) resolves every id a second time without its importer: unmarked, the base's
    // file would go back up to the overlay, which would then import itself.
    const plugin = contentDir(dirs);
    const context = { resolve: async (source: string) => ({ id: source, external: false }) };
    const resolveId = (source: string, importer?: string) =>
      (plugin.resolveId as (...args: unknown[]) => Promise<{ id: string } | string>).call(
        context,
        source,
        importer,
        {},
      );
    const below = await resolveId(profile, join(overlay, "profile.ts"));
    expect(below).toBe(`${join(base, "profile.ts")}?content-layer`);
    expect(await resolveId(below as string)).toEqual({ id: below, external: false });
    // Unmarked, as imported from elsewhere, the base's file is the overlay's.
    expect(await resolveId(join(base, "profile.ts"), home)).toBe(join(overlay, "profile.ts"));
  });

  it("gives every other file in the folders the topmost namesake, its neighbour's included", () => {
    expect(redirectContent(join(overlay, "profile.ts"), join(overlay, "site.ts"), dirs)).toBeUndefined();
    expect(redirectContent(join(base, "profile.ts"), join(base, "site.ts"), dirs)).toBe(join(overlay, "profile.ts"));
    expect(redirectContent(profile, join(base, "about.ts"), dirs)).toBe(join(overlay, "profile.ts"));
  });

  it("aliases each stylesheet by its subpath, which a stylesheet's @import uses, to the topmost folder's", () => {
    // A stylesheet app/content/ does not have, only a test folder: named here, not a file of the tree.
    const extra = "print.css";
    const styled = folderWith("theme.css", extra);
    const restyled = folderWith("theme.css");
    expect(stylesheetAliases([restyled, styled])).toEqual([
      { find: "#app/content/theme.css", replacement: join(restyled, "theme.css") },
      { find: `#app/content/${extra}`, replacement: join(styled, extra) },
    ]);
  });

  it("finds a folder of content in the topmost folder that has it", () => {
    expect(contentPath("notes", dirs)).toBe(join(base, "notes"));
    expect(contentPath("profile.ts", dirs)).toBe(join(overlay, "profile.ts"));
    // One no folder has is where the base would have it, never app/content/'s: the build then finds none.
    expect(contentPath("publications.bib", dirs)).toBe(join(base, "publications.bib"));
    expect(contentPath("publications.bib", [])).toBe(join(root, "app", "content", "publications.bib"));
  });
});

describe("contentDirsFromEnv", () => {
  it("reads a list of folders, topmost first, relative to the project", () => {
    const env = { CONTENT_DIR: ["tests/fixtures/content", "app"].join(delimiter) };
    expect(contentDirsFromEnv(env)).toEqual([join(root, "tests", "fixtures", "content"), join(root, "app")]);
    expect(contentDirsFromEnv({})).toEqual([]);
  });

  it("names a folder that does not exist", () => {
    expect(() => contentDirsFromEnv({ CONTENT_DIR: "tests/fixtures/nowhere" })).toThrow(/no folder at .*nowhere/);
  });
});

describe("the words of a locale", () => {
  it("are its language's pack, English for a language with none, the bracketed English for the pseudo-locale", () => {
    expect(["fr-FR", "fr-CA", "de-AT", "es-MX", "en-GB", "ja-JP", "pt-BR", "en-XA"].map(wordPack)).toEqual([
      "fr",
      "fr",
      "de",
      "es",
      "en",
      "en",
      "en",
      "pseudo",
    ]);
  });

  it("come as one module per subject: each export of the pack with the owner's words.ts laid over it", async () => {
    const dir = folderWith("profile.ts");
    writeFileSync(join(dir, "site.ts"), 'export const site = { locale: "de-CH" };\n');
    writeFileSync(join(dir, "words.ts"), 'export const words = { commonWords: { skipLink: "Zum Inhalt" } };\n');
    const plugin = contentDir([dir]);
    const context = { resolve: async (source: string) => ({ id: source, external: false }) };
    const call = (hook: unknown, ...args: unknown[]) =>
      (hook as (...args: unknown[]) => Promise<unknown>).call(context, ...args);
    const id = await call(plugin.resolveId, "#app/words/site/common", undefined, {});
    const code = (await call(plugin.load, id)) as string;
    const german = JSON.stringify(join(root, "app", "words", "de", "site", "common.ts"));
    expect(code).toContain(`import * as pack from ${german};`);
    expect(code).toContain('import { words } from "#app/content/words";');
    expect(code).toContain(
      'export const commonWords = /* @__PURE__ */ withOverrides(pack.commonWords, words.commonWords, "commonWords");',
    );
    // A subject none of whose words the owner overrides is the pack as it is, with no code to merge.
    const landing = (await call(
      plugin.load,
      await call(plugin.resolveId, "#app/words/site/landing", undefined, {}),
    )) as string;
    expect(landing).toMatch(
      new RegExp(
        `^export \\{ [\\w, ]*heroWords[\\w, ]* \\} from ${JSON.stringify(join(root, "app", "words", "de", "site", "landing.ts")).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")};$`,
      ),
    );
    expect(landing).not.toContain("withOverrides");
    // A subject is a file's path in the pack: a file in a pack's folder has no name at the top.
    expect(await call(plugin.resolveId, "#app/words/common", undefined, {})).toEqual({
      id: "#app/words/common",
      external: false,
    });
    // Anything under #app/words/ that is not a subject of the packs resolves as usual.
    expect(await call(plugin.resolveId, "#app/words/no-such-subject", undefined, {})).toEqual({
      id: "#app/words/no-such-subject",
      external: false,
    });
  });
});
