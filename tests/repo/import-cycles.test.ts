import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

// ESLint's import-x/no-cycle skips type-only imports, so this walks our code with TypeScript's own import scanner,
// type imports (and dynamic ones) included: no file imports one that imports it back, by any road.
const REPO_ROOT = join(import.meta.dirname, "..", "..");
const FOLDERS = ["app", "model", "server", "scripts", "content-pipeline", "tests"];
// package.json's "imports": #app/… is app/… from the repository's root, and so on; the words' subjects
// (#app/words/site/landing) are the English pack's files, as TypeScript reads them (the build picks the site's pack).
const SUBPATHS = new Map([
  ["#app/words/", join(REPO_ROOT, "app", "words", "en")],
  ...FOLDERS.map((folder) => [`#${folder}/`, join(REPO_ROOT, folder)] as const),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a specifier names, if it is one of ours: relative or a subpath import, `.ts` or `.tsx`. */
function resolveImport(from: string, specifier: string): string | undefined {
  const subpath = [...SUBPATHS].find(([prefix]) => specifier.startsWith(prefix));
  const base = subpath
    ? join(subpath[1], specifier.slice(subpath[0].length))
    : specifier.startsWith(".")
      ? join(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [`${base}.ts`, `${base}.tsx`, base].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Each file's imports of our files: values, types, re-exports and dynamic imports alike. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
}

/** The first cycle a depth-first walk meets, as a list of files that ends where it starts; none: []. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] => {
    const start = path.indexOf(file);
    if (start !== -1) return [...path.slice(start), file];
    if (done.has(file)) return [];
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    path.pop();
    done.add(file);
    return [];
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

describe("findCycle", () => {
  it("finds a cycle, and none where there is none", () => {
    const graph = new Map([
      ["card", ["thresholds"]],
      ["thresholds", ["evaluate"]],
      ["evaluate", ["card"]],
      ["predict", ["card"]],
    ]);
    expect(findCycle(graph)).toEqual(["card", "thresholds", "evaluate", "card"]);
    expect(
      findCycle(
        new Map([
          ["predict", ["card"]],
          ["card", []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("importGraph", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("follows type-only imports between .ts and .tsx files, so a cycle through them is found", () => {
    writeFileSync(join(dir, "block.ts"), 'import type { Input } from "./input";\nexport type Block = Input[];\n');
    writeFileSync(
      join(dir, "input.tsx"),
      'import { type Block } from "./block";\nexport type Input = { block?: Block };\n',
    );
    writeFileSync(join(dir, "page.tsx"), 'import "./page.css";\nimport { useState } from "react";\n');
    const graph = importGraph(["block.ts", "input.tsx", "page.tsx"].map((name) => join(dir, name)));
    expect(graph.get(join(dir, "page.tsx"))).toEqual([]);
    expect(findCycle(graph).map((file) => relative(dir, file))).toEqual(["block.ts", "input.tsx", "block.ts"]);
  });

  it("resolves package.json's subpath imports to our files", () => {
    const from = join(REPO_ROOT, "app", "root.tsx");
    expect(resolveImport(from, "#app/lib/utils")).toBe(join(REPO_ROOT, "app", "lib", "utils.ts"));
    expect(resolveImport(from, "#app/components/ui/button")).toBe(
      join(REPO_ROOT, "app", "components", "ui", "button.tsx"),
    );
    expect(resolveImport(from, "#server/app")).toBe(join(REPO_ROOT, "server", "app.ts"));
    expect(resolveImport(from, "./root")).toBe(from);
    expect(resolveImport(from, "react-router")).toBeUndefined();
  });
});

describe("our imports (app/, model/, server/, scripts/, tests/)", () => {
  it("have no cycle, type imports included", () => {
    const graph = importGraph(FOLDERS.flatMap((folder) => sourceFiles(join(REPO_ROOT, folder))));
    expect(findCycle(graph).map((file) => relative(REPO_ROOT, file))).toEqual([]);
  });
});
