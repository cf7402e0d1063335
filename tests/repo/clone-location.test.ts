/**
 * Which browser specs run never depends on where the repository lies: a clone in a folder whose name holds the
 * words of spec files ("cv", "links", "smoke") once ran every spec against the second owner's build, because
 * Playwright's command-line filters match anywhere in a spec's whole path. The selection is now a project with
 * exact files (playwright.config.ts), and this lists it from such a clone.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

/** The spec files a project of the clone's Playwright config lists. */
function listed(clone: string, project: string, buildDir: string): string[] {
  const output = execFileSync("npx", ["playwright", "test", "--list", "--reporter", "json", `--project=${project}`], {
    cwd: clone,
    encoding: "utf8",
    env: { ...process.env, BUILD_DIR: buildDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(output) as { suites: { file: string }[] };
  return report.suites.map((suite) => suite.file).sort();
}

describe("a clone in a folder named cv-links-smoke", () => {
  const parent = mkdtempSync(join(tmpdir(), "clone-"));
  const clone = join(parent, "cv-links-smoke");
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("lists the second owner's specs, and only those, and every spec for the first owner", () => {
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
    // Listing loads each spec, and each reads the content of the build it is to test: a build record is enough.
    const build = join(clone, "build-listed");
    mkdirSync(build);
    writeFileSync(join(build, "content-dirs.json"), '["tests/fixtures/content-other","tests/fixtures/content"]\n');
    const other = listed(clone, "other-owner", build);
    expect(other).toEqual(
      [
        "contact.spec.ts",
        "cv.spec.ts",
        "js-budget.spec.ts",
        "landing.spec.ts",
        "links.spec.ts",
        "model-kit.spec.ts",
        "modules.spec.ts",
        "own-content.spec.ts",
        "prerender.spec.ts",
        "smoke.spec.ts",
      ].sort(),
    );
    const all = listed(clone, "chromium", build);
    expect(all).toEqual(expect.arrayContaining(other));
    expect(all.length).toBeGreaterThan(other.length + 10);
  }, 120_000);
});
