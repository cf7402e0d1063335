import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { webAssemblyPaths, writeSearchIndex } from "./search-index";

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "search-index-"));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, "index.html"), html);
  }
  return dir;
}

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>x</title></head><body><nav>Menu</nav>${body}</body></html>`;

describe("writeSearchIndex", () => {
  it("indexes only the pages with a part marked data-pagefind-body, in their language, and keeps none of Pagefind's UIs", async () => {
    const dir = site({
      "notes/a": page("en-GB", "<article data-pagefind-body><h1>Running models</h1><p>A runner runs.</p></article>"),
      "notes/b": page("en-GB", "<article data-pagefind-body><h1>Odds</h1><p>Odds and ends.</p></article>"),
      cv: page("en-GB", "<main><h1>CV</h1></main>"),
    });
    const report = await writeSearchIndex(dir);
    const entry = JSON.parse(readFileSync(join(dir, "pagefind", "pagefind-entry.json"), "utf8"));
    // Two pages in British English, the CV left out.
    expect(Object.keys(entry.languages)).toEqual(["en-gb"]);
    expect(entry.languages["en-gb"].page_count).toBe(2);
    expect(report.files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "wasm.en-gb.pagefind"]));
    expect(report.files.filter((name) => /ui|highlight/.test(name))).toEqual([]);
  });

  it("indexes a French site in French, for Pagefind to stem its words as French", async () => {
    const dir = site({
      "notes/a": page("fr-FR", "<article data-pagefind-body><h1>Données</h1><p>Réseaux.</p></article>"),
    });
    await writeSearchIndex(dir);
    const entry = JSON.parse(readFileSync(join(dir, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages)).toEqual(["fr-fr"]);
    expect(existsSync(join(dir, "pagefind", "wasm.fr-fr.pagefind"))).toBe(true);
  });

  it("fails the build when no page marks anything to index", async () => {
    await expect(writeSearchIndex(site({ cv: page("en-GB", "<main><h1>CV</h1></main>") }))).rejects.toThrow(
      /no page has a part marked data-pagefind-body/,
    );
  });
});

describe("webAssemblyPaths", () => {
  it("names the search page and Pagefind's folder, whose worker runs the WebAssembly too", () => {
    expect(webAssemblyPaths("/search")).toEqual(["/search", "/pagefind/"]);
  });
});
