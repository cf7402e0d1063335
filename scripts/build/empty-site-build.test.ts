/**
 * An owner who deletes every note, case study, publication and model gets a working site. A real build, on a content
 * folder whose notes/ holds only a draft, whose projects/ and models/ hold nothing and whose publications.bib has no entry
 * (tests/fixtures/content-empty, over the fixture content: never the owner's, which must not fail a test), and
 * then every built page is read: no notes or publications page, no feed, no link to them, nothing of them in the
 * sitemap, the CV or its JSON Resume, and every link on the site leads to a page that is there.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { attribute, elements, parseHtml } from "#content-pipeline/html-document";

const root = join(import.meta.dirname, "..", "..");
const buildDir = "build-test-empty";
const client = join(root, buildDir, "client");

const pages = () =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(join(client, file), "utf8") }));

/** Whether a site path names something built: a file, or a page's index.html. */
const built = (path: string) => existsSync(join(client, path)) || existsSync(join(client, path, "index.html"));

describe("a site without notes or publications", () => {
  beforeAll(() => {
    rmSync(join(root, buildDir), { recursive: true, force: true });
    // As `npm run build` runs it: not in Vitest's test mode.
    const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
    execFileSync("npx", ["react-router", "build"], {
      cwd: root,
      env: {
        ...inherited,
        CONTENT_DIR: "tests/fixtures/content-empty:tests/fixtures/content",
        BUILD_DIR: buildDir,
      },
      stdio: "pipe",
    });
  }, 300_000);

  it("builds no notes page, no tag page, no feed and no preview image, the draft included", () => {
    expect(existsSync(join(client, "notes"))).toBe(false);
    expect(existsSync(join(client, "projects", "rag-knowledge-assistant"))).toBe(false);
    for (const feed of ["rss.xml", "atom.xml", "feed.json"]) expect(existsSync(join(client, feed)), feed).toBe(false);
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("/cv</loc>");
    expect(sitemap).not.toContain("/notes");
  });

  it("builds no publications page, and lists none in the sitemap, the CV, its JSON Resume or on /", () => {
    expect(existsSync(join(client, "publications"))).toBe(false);
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain("/publications");
    expect(JSON.parse(readFileSync(join(client, "cv.json"), "utf8"))).not.toHaveProperty("publications");
    expect(readFileSync(join(client, "cv", "index.html"), "utf8")).not.toContain('id="publications-title"');
    expect(readFileSync(join(client, "index.html"), "utf8")).not.toContain('id="publications"');
  });

  it("builds no models page and serves no model when the models folder holds none", () => {
    expect(existsSync(join(client, "models"))).toBe(false);
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).not.toContain("/models");
    expect(JSON.parse(readFileSync(join(root, buildDir, "kit-models.json"), "utf8"))).toEqual({});
  });

  it("builds no search page and no index: there is nothing to search", () => {
    expect(existsSync(join(client, "search"))).toBe(false);
    expect(existsSync(join(client, "pagefind"))).toBe(false);
    const record = JSON.parse(readFileSync(join(root, buildDir, "site-modules.json"), "utf8"));
    expect(record.webAssemblyPaths).toEqual([]);
  });

  it("links to no notes, publications, search or models and names no feed, on any page", () => {
    expect(pages().length).toBeGreaterThan(3);
    for (const { file, html } of pages()) {
      expect(html, file).not.toMatch(/href="\/(notes|publications|search|models)/);
      expect(html, file).not.toContain('rel="alternate"');
    }
  });

  it("has no dead link: every link and image on the site leads to something built", () => {
    const dead: string[] = [];
    for (const { file, html } of pages()) {
      for (const element of elements(parseHtml(html))) {
        for (const name of ["href", "src"]) {
          const value = attribute(element, name);
          if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/api/")) continue;
          const path = decodeURI(value.split(/[?#]/)[0]!);
          if (!built(path)) dead.push(`${file}: ${value}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });
});
