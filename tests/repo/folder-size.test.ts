import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

// A newcomer reads the house from its folders: a room of more than 15 source files at one level is one nobody sorted.
// Tests sit beside their code (`<name>.test.ts`) and are not counted; the language packs, the scripts and the fixtures are.
const REPO_ROOT = join(import.meta.dirname, "..", "..");
const MOST = 15;

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|py)$/;
const TEST = /\.(?:test|spec)\.[a-z]+$/;

/** Every tracked (or new, not ignored) file, as a path from the repository's root. */
function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  return [...new Set(listed.split("\0"))].filter((file) => file && existsSync(join(REPO_ROOT, file)));
}

/** The source files (not tests) of each folder, counted at its own level only. */
function sourceFilesByFolder(files: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) {
    if (!SOURCE.test(file) || TEST.test(file)) continue;
    const folder = dirname(file);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

describe("the folders", () => {
  it("count source files at their own level, tests left out", () => {
    const counts = sourceFilesByFolder([
      "app/words/en/site/common.ts",
      "app/words/en/site/landing.ts",
      "app/words/en/loan/form.ts",
      "app/words/packs.test.ts",
      "tests/e2e/words.spec.ts",
      "app/virtual-islands-entry.d.ts",
      "scripts/start.mjs",
      "scripts/model/sklearn/train.py",
      "docs/api.md",
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      "app/words/en/site": 2,
      "app/words/en/loan": 1,
      app: 1,
      scripts: 1,
      "scripts/model/sklearn": 1,
    });
  });

  it(`hold at most ${MOST} source files at one level, the language packs included`, () => {
    const crowded = [...sourceFilesByFolder(repositoryFiles())]
      .filter(([, count]) => count > MOST)
      .map(([folder, count]) => `${folder}: ${count} source files; group them in sub-folders by meaning`);
    expect(crowded).toEqual([]);
  });
});
