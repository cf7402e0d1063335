import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import type { Publication } from "#app/site/content-types";

import {
  newestFirst,
  PRESENCE_MODULE,
  PUBLICATIONS_MODULE,
  publicationsFile,
  publicationsModules,
  SELECTED_MODULE,
} from "./publications-plugin";

/** Runs a generated module's source and returns its exports. */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}

describe("the publications modules", () => {
  it("puts the newest first, by year then month, the undated last, and keeps the file's order otherwise", () => {
    const entry = (key: string, date?: string) => ({ key, ...(date ? { date } : {}) }) as Publication;
    const list = [
      entry("a", "2022"),
      entry("b"),
      entry("c", "2024-01"),
      entry("d", "2024-11"),
      entry("e", "2022"),
      entry("f"),
    ];
    expect(newestFirst(list).map((publication) => publication.key)).toEqual(["d", "c", "a", "e", "b", "f"]);
  });

  it("gives the entries newest first, the selected ones in their own module, and whether there are any", async () => {
    const bib = [
      "@article{old, title={Old}, year={2019}, selected={true}}",
      "@article{new, title={New}, year={2023}}",
      "@article{mid, title={Mid}, year={2021}, keywords={selected}}",
    ].join("\n");
    const modules = publicationsModules(bib, "x.bib");
    const all = await evaluate(modules[PUBLICATIONS_MODULE]);
    expect((all.publications as Publication[]).map((publication) => publication.key)).toEqual(["new", "mid", "old"]);
    expect({ ...(await evaluate(modules[PRESENCE_MODULE])) }).toEqual({
      hasPublications: true,
      hasSelectedPublications: true,
    });
    const selected = await evaluate(modules[SELECTED_MODULE]);
    expect((selected.selectedPublications as Publication[]).map((publication) => publication.key)).toEqual([
      "mid",
      "old",
    ]);
  });

  it("gives an empty file no publications at all", async () => {
    const modules = publicationsModules("% nothing yet\n", "x.bib");
    expect(await evaluate(modules[PUBLICATIONS_MODULE])).toMatchObject({ publications: [] });
    expect({ ...(await evaluate(modules[PRESENCE_MODULE])) }).toEqual({
      hasPublications: false,
      hasSelectedPublications: false,
    });
    expect(await evaluate(modules[SELECTED_MODULE])).toMatchObject({ selectedPublications: [] });
  });
});

describe("publicationsFile", () => {
  const withBib = mkdtempSync(join(tmpdir(), "content-"));
  writeFileSync(join(withBib, "publications.bib"), "");
  const withoutBib = mkdtempSync(join(tmpdir(), "content-"));

  // The owner's own file, as app/content/publications.bib stands in the build: a test never reads the owner's.
  const ownFile = join(withBib, "publications.bib");

  it("reads CONTENT_DIR's publications.bib, the topmost folder's that has one; without folders, app/content's", () => {
    expect(publicationsFile([withBib])).toBe(join(withBib, "publications.bib"));
    expect(publicationsFile([], ownFile)).toBe(ownFile);
    // Folders lie one over the next: the topmost that has the file gives it.
    expect(publicationsFile([withoutBib, withBib])).toBe(join(withBib, "publications.bib"));
  });

  it("finds none when the owner has deleted theirs, and never the owner's under folders that have none", () => {
    expect(publicationsFile([], join(withoutBib, "publications.bib"))).toBeUndefined();
    expect(publicationsFile([withoutBib], ownFile)).toBeUndefined();
    expect(publicationsFile([withoutBib])).toBeUndefined();
  });
});
