import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { redirectContent, stylesheetAliases } from "./content-dir";

const root = join(import.meta.dirname, "..");
const profile = join(root, "app", "content", "profile.ts");
const cv = join(root, "app", "content", "cv.ts");

describe("redirectContent", () => {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  writeFileSync(join(dir, "profile.ts"), "export {};\n");

  it("loads a content file's namesake from the other folder", () => {
    expect(redirectContent(profile, join(root, "app", "routes", "home.tsx"), dir)).toBe(join(dir, "profile.ts"));
    // A derived file in app/content reads the other folder's file too.
    expect(redirectContent(profile, cv, dir)).toBe(join(dir, "profile.ts"));
  });

  it("keeps the query that says how to load the file", () => {
    writeFileSync(join(dir, "theme.css"), "@theme {}\n");
    const theme = join(root, "app", "content", "theme.css");
    expect(redirectContent(`${theme}?raw`, undefined, dir)).toBe(`${join(dir, "theme.css")}?raw`);
  });

  it("aliases the folder's stylesheets by their subpaths, which a stylesheet's @import uses", () => {
    writeFileSync(join(dir, "theme.css"), "@theme {}\n");
    expect(stylesheetAliases(dir)).toEqual([{ find: "#app/content/theme.css", replacement: join(dir, "theme.css") }]);
  });

  it("keeps files the folder lacks, files outside app/content, and imports made from inside the folder", () => {
    expect(redirectContent(cv, undefined, dir)).toBeUndefined();
    expect(redirectContent(join(root, "app", "root.tsx"), undefined, dir)).toBeUndefined();
    expect(redirectContent(profile, join(dir, "profile.ts"), dir)).toBeUndefined();
  });
});
