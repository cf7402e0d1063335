/**
 * A site with many notes, built for real (TEST_BUILDS=1): 45 notes go on over three pages of /notes, and of their
 * tag's page, each page prerendered with rel="prev" and rel="next" to its neighbours and listed in the sitemap.
 * Built as on 1 June 2026 (BUILD_DATE): the note dated that day is published, the one dated the day after is
 * scheduled, so it is in no page, list, feed, sitemap or search index.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { attribute, elements, parseHtml } from "../html-document";

const root = join(import.meta.dirname, "..", "..");
const buildDir = "build-test-many";
const client = join(root, buildDir, "client");
const BUILD_DATE = "2026-06-01";

/** Note n (1 to 45) is dated n days before 1 June 2026, so /notes lists them n = 1, 2 … 45. */
function day(n: number): string {
  return new Date(Date.UTC(2026, 5, 1 - n)).toISOString().slice(0, 10);
}

const note = (title: string, date: string, tags: string[]) =>
  `---\ntitle: ${title}\ndate: ${date}\ntags: [${tags.join(", ")}]\n---\n\nThe body of ${title}.\n`;

const html = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");
const built = (path: string) => existsSync(join(client, path, "index.html"));

/** The notes a list page shows, by title, and its prev/next links in <head> and in the page. */
function listed(path: string) {
  const all = [...elements(parseHtml(html(path)))];
  const titles = all
    .filter((element) => element.tagName === "h2" && attribute(element, "id")?.endsWith("-title"))
    .map((element) => attribute(element, "id")!.replace(/-title$/, ""));
  const rel = (tag: string, name: string) =>
    all
      .filter((element) => element.tagName === tag && attribute(element, "rel") === name)
      .map((element) => attribute(element, "href"));
  return {
    slugs: titles,
    head: { prev: rel("link", "prev"), next: rel("link", "next") },
    page: { prev: rel("a", "prev"), next: rel("a", "next") },
  };
}

describe("a site with 45 notes, built on 1 June 2026", () => {
  beforeAll(() => {
    const content = mkdtempSync(join(tmpdir(), "many-notes-"));
    mkdirSync(join(content, "notes"));
    for (let n = 1; n <= 45; n += 1) {
      writeFileSync(join(content, "notes", `note-${n}.md`), note(`Note ${n}`, day(n), ["ML"]));
    }
    writeFileSync(join(content, "notes", "due-today.md"), note("Due today", BUILD_DATE, ["Due"]));
    writeFileSync(join(content, "notes", "due-tomorrow.md"), note("Due tomorrow", "2026-06-02", ["Later"]));
    rmSync(join(root, buildDir), { recursive: true, force: true });
    const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
    execFileSync("npx", ["react-router", "build"], {
      cwd: root,
      env: { ...inherited, CONTENT_DIR: `${content}:tests/fixtures/content`, BUILD_DIR: buildDir, BUILD_DATE },
      stdio: "pipe",
    });
  }, 600_000);

  it("lists 20 notes a page, the newest first, over /notes, /notes/page/2 and /notes/page/3", () => {
    // 46 published notes: the one due today first, then notes 1 to 45.
    const order = ["due-today", ...Array.from({ length: 45 }, (_, index) => `note-${index + 1}`)];
    expect(listed("/notes").slugs).toEqual(order.slice(0, 20));
    expect(listed("/notes/page/2").slugs).toEqual(order.slice(20, 40));
    expect(listed("/notes/page/3").slugs).toEqual(order.slice(40));
    expect(built("/notes/page/4")).toBe(false);
    expect(built("/notes/page/1")).toBe(false);
  });

  it("links each page to its neighbours with rel=prev and rel=next, in <head> and in the page", () => {
    expect(listed("/notes")).toMatchObject({
      head: { prev: [], next: ["/notes/page/2"] },
      page: { prev: [], next: ["/notes/page/2"] },
    });
    expect(listed("/notes/page/2")).toMatchObject({
      head: { prev: ["/notes"], next: ["/notes/page/3"] },
      page: { prev: ["/notes"], next: ["/notes/page/3"] },
    });
    expect(listed("/notes/page/3")).toMatchObject({ head: { prev: ["/notes/page/2"], next: [] } });
    expect(html("/notes/page/2")).toContain('<link rel="canonical" href="https://priya-raman.example/notes/page/2"/>');
  });

  it("pages a tag's list the same way, and leaves a short one on one page", () => {
    expect(listed("/notes/tags/ml").slugs).toHaveLength(20);
    expect(listed("/notes/tags/ml/page/3").slugs).toEqual(["note-41", "note-42", "note-43", "note-44", "note-45"]);
    expect(listed("/notes/tags/ml/page/2").head).toEqual({ prev: ["/notes/tags/ml"], next: ["/notes/tags/ml/page/3"] });
    expect(listed("/notes/tags/due").page).toEqual({ prev: [], next: [] });
    expect(built("/notes/tags/due/page/2")).toBe(false);
  });

  it("ships no script file on any page of the lists", () => {
    for (const path of ["/notes", "/notes/page/2", "/notes/tags/ml/page/3"]) {
      expect(html(path), path).not.toMatch(/<script[^>]*\bsrc=|modulepreload/);
    }
  });

  it("publishes the note due on the build's day, and nothing of the one due the day after", () => {
    expect(built("/notes/due-today")).toBe(true);
    expect(built("/notes/due-tomorrow")).toBe(false);
    expect(built("/notes/tags/later")).toBe(false);
    const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://priya-raman.example/notes/page/3</loc>");
    expect(sitemap).toContain("/notes/due-today</loc>");
    for (const file of ["sitemap.xml", "rss.xml", "atom.xml", "feed.json"]) {
      expect(readFileSync(join(client, file), "utf8"), file).not.toMatch(/due-tomorrow|Due tomorrow/);
    }
    expect(
      JSON.parse(readFileSync(join(client, "pagefind", "pagefind-entry.json"), "utf8")).languages["en-gb"].page_count,
    ).toBe(
      // 46 notes, the fixture's case study and the publications page.
      48,
    );
  });
});
