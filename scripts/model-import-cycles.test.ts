import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

// ESLint's import-x/no-cycle skips type-only imports, so this walks model/ with TypeScript's own import scanner,
// type imports included: the card's types (model/card/model-card.ts) must not import a file that imports them back.
const REPO_ROOT = join(import.meta.dirname, "..");
const MODEL = join(REPO_ROOT, "model");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("#model/")
    ? join(MODEL, specifier.slice("#model/".length))
    : specifier.startsWith(".")
      ? join(dirname(from), specifier)
      : undefined;
  return base === undefined ? undefined : [`${base}.ts`, base].find((path) => path.endsWith(".ts") && existsSync(path));
}

/** Each file's model/ imports, values and types alike. */
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

describe("model/'s imports", () => {
  it("finds a cycle through a type import", () => {
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

  it("have no cycle, type imports included", () => {
    const graph = importGraph(sourceFiles(MODEL));
    expect(graph.get(join(MODEL, "card/model-card.ts"))?.length).toBeGreaterThan(0);
    expect(findCycle(graph).map((file) => relative(REPO_ROOT, file))).toEqual([]);
  });
});
