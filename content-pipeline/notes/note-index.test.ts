import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { findNotes, findWritings } from "./note-index";

const fixtures = join(import.meta.dirname, "..", "..", "tests", "fixtures", "content", "notes");

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "notes-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

const note = (title: string, date: string) => `---\ntitle: ${title}\ndate: ${date}\n---\n\nText.\n`;

describe("findNotes", () => {
  it("lists the notes newest first and leaves drafts out of a build", () => {
    const slugs = findNotes("notes", { drafts: false, folder: fixtures }).map((found) => found.slug);
    expect(slugs).toEqual(["live-verdict", "markdown-features", "notebook-outputs", "hostile-output"]);
  });

  it("keeps drafts and scheduled notes for npm run dev", () => {
    const slugs = findNotes("notes", { drafts: true, folder: fixtures }).map((found) => found.slug);
    expect(slugs.slice(0, 2)).toEqual(["scheduled-note", "unpublished-draft"]);
  });

  it("leaves a note dated after the build's day out until a build on or after that day", () => {
    const folder = folderWith({ "due.md": note("Due", "2025-06-01"), "old.md": note("Old", "2025-01-01") });
    const built = (today: string) => findNotes("notes", { drafts: false, folder, today }).map((found) => found.slug);
    expect(built("2025-05-31")).toEqual(["old"]);
    expect(built("2025-06-01")).toEqual(["due", "old"]);
    expect(built("2025-06-02")).toEqual(["due", "old"]);
  });

  it("reads the build's day from BUILD_DATE", () => {
    const folder = folderWith({ "due.md": note("Due", "2099-06-01") });
    const saved = process.env.BUILD_DATE;
    try {
      process.env.BUILD_DATE = "2099-06-01";
      expect(findNotes("notes", { drafts: false, folder }).map((found) => found.slug)).toEqual(["due"]);
      process.env.BUILD_DATE = "2099-05-31";
      expect(findNotes("notes", { drafts: false, folder })).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = saved;
    }
  });

  it("orders notes of one day by title, and reads only note files", () => {
    const folder = folderWith({
      "b.md": note("Beta", "2025-01-01"),
      "a.md": note("Alpha", "2025-01-01"),
      "notes.txt": "x",
    });
    expect(findNotes("notes", { drafts: false, folder }).map((found) => found.title)).toEqual(["Alpha", "Beta"]);
  });

  it("has nothing to list when the folder is missing", () => {
    expect(findNotes("notes", { drafts: false, folder: join(tmpdir(), "no-such-notes-folder") })).toEqual([]);
  });

  it("refuses two files with one name, a page the site has already, and a name that is no address", () => {
    expect(() =>
      findNotes("notes", {
        drafts: false,
        folder: folderWith({ "a.md": note("A", "2025-01-01"), "a.mdx": note("A", "2025-01-01") }),
      }),
    ).toThrow(/a\.mdx: another file has the same name/);
    expect(() =>
      findNotes("notes", { drafts: false, folder: folderWith({ "tags.md": note("Tags", "2025-01-01") }) }),
    ).toThrow(/tags\.md: \/notes\/tags is a page of the site already/);
    expect(() =>
      findNotes("notes", { drafts: false, folder: folderWith({ "page.md": note("Page", "2025-01-01") }) }),
    ).toThrow(/page\.md: \/notes\/page is a page of the site already/);
    expect(() =>
      findNotes("projects", { drafts: false, folder: folderWith({ "loan-predict.md": note("L", "2025-01-01") }) }),
    ).toThrow(/\/projects\/loan-predict is a page of the site already/);
    expect(() =>
      findNotes("notes", { drafts: false, folder: folderWith({ "My Note.md": note("M", "2025-01-01") }) }),
    ).toThrow(/My Note\.md: rename the file to lower-case words joined by hyphens/);
  });

  it("spells a tag as the oldest note or case study does, on both, and refuses two names for one page", () => {
    const notes = folderWith({ "b.md": note("B", "2025-01-01").replace("---\n\n", "tags: [données]\n---\n\n") });
    const projects = folderWith({ "a.md": note("A", "2024-01-01").replace("---\n\n", "tags: [Données]\n---\n\n") });
    const found = findWritings({ drafts: false, folders: { notes, projects } });
    expect(found.notes[0]!.tags).toEqual([{ name: "Données", slug: "donnees" }]);
    expect(found.caseStudies[0]!.tags).toEqual([{ name: "Données", slug: "donnees" }]);
    const clash = folderWith({ "c.md": note("C", "2025-01-01").replace("---\n\n", "tags: [Donnees]\n---\n\n") });
    expect(() => findWritings({ drafts: false, folders: { notes: clash, projects } })).toThrow(
      /c\.md: the tags "Donnees" and "Données" \(in .*a\.md\) would share one page/,
    );
  });
});
