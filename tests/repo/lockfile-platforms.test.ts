import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

/**
 * package-lock.json must list every platform's prebuilt binaries, not only this machine's (Linux x64).
 * npm installs from the lockfile and, when an optional dependency is missing there, does not add it
 * (npm's known bug): on a Mac the build then fails with "Cannot find module @rollup/rollup-darwin-arm64"
 * or its like. A lockfile written from scratch by `npm install` has them all; one written after
 * `npm install --omit=optional`, or by npm on a lockfile that had already lost them, does not.
 */

type LockEntry = {
  version?: string;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
};

const lock = JSON.parse(readFileSync(join(import.meta.dirname, "../../package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const entries = lock.packages;

/** Where Node finds `name` from the package at `from`: its own node_modules, then each one above. */
function resolveEntry(from: string, name: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const found = entries[`${dir}${dir ? "/" : ""}node_modules/${name}`];
    if (found) return found;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent < 0 ? "" : dir.slice(0, parent);
  }
}

// The packages of this tree that pick a prebuilt binary per platform through optional dependencies
// (rollup left with Vite 8, whose bundler is rolldown; pagefind indexes the built site for its search).
const NATIVE = [
  "@tailwindcss/oxide",
  "esbuild",
  "lightningcss",
  "pagefind",
  "rolldown",
  "sharp",
  "unrs-resolver",
  "workerd",
];
// The platforms a contributor is likely to use, besides Linux x64: Node's names for them.
const PLATFORMS = [
  ["darwin", "arm64"],
  ["darwin", "x64"],
  ["win32", "x64"],
  ["linux", "arm64"],
] as const;

describe("package-lock.json", () => {
  it.each(NATIVE)("lists %s's binaries for macOS (arm64, x64), Windows x64 and Linux arm64", (name) => {
    const path = `node_modules/${name}`;
    const optional = Object.keys(entries[path]?.optionalDependencies ?? {});
    const binaries = optional.map((dependency) => resolveEntry(path, dependency)).filter((entry) => entry);
    const covered = PLATFORMS.filter(([os, cpu]) =>
      binaries.some((entry) => entry?.os?.includes(os) && entry.cpu?.includes(cpu)),
    );
    expect(covered).toEqual(PLATFORMS);
  });

  it("has an entry for every optional dependency that any package in it declares", () => {
    const missing = Object.entries(entries).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveEntry(path, name))
        .map((name) => `${path} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
