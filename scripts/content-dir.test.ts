import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

import { describe, expect, it } from "vitest";

import { contentDir, contentDirsFromEnv, contentPath, redirectContent, stylesheetAliases } from "./content-dir";

const root = join(import.meta.dirname, "..");
const profile = join(root, "app", "content", "profile.ts");
const cv = join(root, "app", "content", "cv.ts");
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
    // A derived file in app/content reads the other folder's file too.
    expect(redirectContent(profile, cv, [dir])).toBe(join(dir, "profile.ts"));
  });

  it("keeps the query that says how to load the file", () => {
    writeFileSync(join(dir, "theme.css"), "@theme {}\n");
    const theme = join(root, "app", "content", "theme.css");
    expect(redirectContent(`${theme}?raw`, undefined, [dir])).toBe(`${join(dir, "theme.css")}?raw`);
  });

  it("keeps files the folder lacks, files outside app/content, and imports made from inside the folder", () => {
    expect(redirectContent(cv, undefined, [dir])).toBeUndefined();
    expect(redirectContent(join(root, "app", "root.tsx"), undefined, [dir])).toBeUndefined();
    expect(redirectContent(profile, join(dir, "profile.ts"), [dir])).toBeUndefined();
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
    expect(redirectContent(profile, join(base, "profile.ts"), dirs)).toBeUndefined();
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
    expect(contentPath("cv.ts", dirs)).toBe(cv);
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
