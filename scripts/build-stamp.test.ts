import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { beforeEach, describe, expect, it } from "vitest";

import { changedSources, writeBuildStamp } from "./build-stamp.mjs";

let root: string;
let build: string;

function write(file: string, text: string) {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "build-stamp-"));
  build = join(root, "build");
  mkdirSync(build);
  write("package.json", "{}\n");
  write("app/root.tsx", "export {};\n");
  write("scripts/start.mjs", "// start\n");
  write("docs/notes.md", "Not a source of the build.\n");
  writeBuildStamp(root, build);
});

describe("changedSources", () => {
  it("finds nothing changed when only the files' times moved, as a copy or a checkout moves them", () => {
    const later = new Date(Date.now() + 3_600_000);
    for (const file of ["package.json", "app/root.tsx", "scripts/start.mjs"])
      utimesSync(join(root, file), later, later);
    expect(changedSources(root, build)).toEqual([]);
  });

  it("names each source whose content changed, and each one the build never saw", () => {
    write("app/root.tsx", "export const changed = true;\n");
    // A source the build never saw, in the temporary copy only: put together, not a file of the tree.
    const added = ["app", "new.ts"].join("/");
    write(added, "export {};\n");
    write("docs/notes.md", "Edited, but the build does not read docs/.\n");
    expect(changedSources(root, build)).toEqual([added, "app/root.tsx"]);
  });

  it("counts a source absent here as unchanged: a server holds only the build and what npm start needs", () => {
    rmSync(join(root, "app"), { recursive: true });
    expect(changedSources(root, build)).toEqual([]);
  });

  it("has no answer for a build without a record", () => {
    rmSync(join(build, "sources.json"));
    expect(changedSources(root, build)).toBeUndefined();
  });
});
