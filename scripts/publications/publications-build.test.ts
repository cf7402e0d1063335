/**
 * The site a publications file gives, built for real (`react-router build`, about ten seconds each): an
 * empty file gives a site with no trace of publications, and a broken one stops the build with the file
 * and the line. Each build reads a content folder holding only publications.bib (CONTENT_DIR, see
 * scripts/content-dir.ts), so the rest of the site is app/content's.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  const buildDir = `build-publications-test-${process.pid}-${buildDirs.length}`;
  buildDirs.push(join(root, buildDir));
  // As `npm run build` runs it: not in Vitest's test mode.
  const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
  const env = { ...inherited, CONTENT_DIR: contentDir, BUILD_DIR: buildDir };
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
  it("an empty one gives no page, no sitemap entry, no CV section, no JSON Resume key and no link", async () => {
    const { ok, output, client } = await build("% No publications yet.\n");
    expect(ok, output).toBe(true);
    expect(existsSync(join(client, "publications", "index.html"))).toBe(false);
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain("/publications");
    expect(JSON.parse(readFileSync(join(client, "cv.json"), "utf8"))).not.toHaveProperty("publications");
    expect(readFileSync(join(client, "cv", "index.html"), "utf8")).not.toContain('id="publications-title"');
    expect(readFileSync(join(client, "index.html"), "utf8")).not.toContain('id="publications"');
    const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(readFileSync(join(client, page), "utf8"), page).not.toMatch(/href="\/publications/);
    }
  }, 180_000);

  it("a syntax error stops the build, naming the file, the line and the entry", async () => {
    // Line 3 opens a title brace that nothing closes: the parser meets the end of the file at line 6.
    const { ok, output } = await build(
      "@article{fine, title={Fine}, year={2020}}\n\n@article{broken,\n  title = {Unclosed,\n  year = {2021}\n",
    );
    expect(ok).toBe(false);
    expect(output).toMatch(/publications\.bib:6:1: BibTeX syntax error in @article\{broken\}, which starts at line 3/);
  }, 180_000);
});
