/**
 * A broken publications file stops a real build (`react-router build`) with the file and the line. The build
 * reads a content folder holding only that publications.bib and empty notes/ and projects/, laid over the fixture
 * content (CONTENT_DIR, see content-pipeline/content-dir.ts), which a build on other content needs whole: the owner's own
 * content is never read.
 * A site without publications is built by scripts/build/empty-site-build.test.ts.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
// Inside the project (ignored as build-*/): the server bundle resolves its packages from node_modules.
const buildDirs: string[] = [];

async function build(bib: string) {
  const contentDir = mkdtempSync(join(tmpdir(), "publications-content-"));
  writeFileSync(join(contentDir, "publications.bib"), bib);
  for (const folder of ["notes", "projects"]) mkdirSync(join(contentDir, folder));
  const buildDir = `build-publications-test-${process.pid}-${buildDirs.length}`;
  buildDirs.push(join(root, buildDir));
  // As `npm run build` runs it: not in Vitest's test mode.
  const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
  const env = { ...inherited, CONTENT_DIR: `${contentDir}:tests/fixtures/content`, BUILD_DIR: buildDir };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, "node_modules", ".bin", "react-router"),
      ["build"],
      {
        cwd: root,
        env,
      },
    );
    return { ok: true, output: stdout + stderr, client: join(root, buildDir, "client") };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr, client: join(root, buildDir, "client") };
  }
}

afterAll(() => {
  for (const dir of buildDirs) rmSync(dir, { recursive: true, force: true });
});

describe("building with a publications file", () => {
  it("a syntax error stops the build, naming the file, the line and the entry", async () => {
    // Line 3 opens a title brace that nothing closes: the parser meets the end of the file at line 6.
    const { ok, output } = await build(
      "@article{fine, title={Fine}, year={2020}}\n\n@article{broken,\n  title = {Unclosed,\n  year = {2021}\n",
    );
    expect(ok).toBe(false);
    expect(output).toMatch(/publications\.bib:6:1: BibTeX syntax error in @article\{broken\}, which starts at line 3/);
  }, 180_000);
});
