/**
 * An owner who deletes every note and case study gets a working site. A real build, on a content folder
 * whose notes/ holds only a draft and whose projects/ holds nothing (tests/fixtures/content-without-notes;
 * everything else is app/content's), and then every built page is read: no notes page, no feed, no link
 * to either, nothing of them in the sitemap, and every link on the site leads to a page that is there.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { attribute, elements, parseHtml } from "../html-document";

const root = join(import.meta.dirname, "..", "..");
const buildDir = "build-test-without-notes";
const client = join(root, buildDir, "client");

const pages = () =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(join(client, file), "utf8") }));

/** Whether a site path names something built: a file, or a page's index.html. */
const built = (path: string) => existsSync(join(client, path)) || existsSync(join(client, path, "index.html"));

describe("a site without notes", () => {
  beforeAll(() => {
    rmSync(join(root, buildDir), { recursive: true, force: true });
    execFileSync("npx", ["react-router", "build"], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: "tests/fixtures/content-without-notes", BUILD_DIR: buildDir },
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

  it("links to no notes and names no feed, on any page", () => {
    for (const { file, html } of pages()) {
      expect(html, file).not.toMatch(/href="\/notes/);
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
