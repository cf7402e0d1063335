import { describe, expect, it } from "vitest";

import type { NoteEntry } from "#app/features/notes/note-entry";

import { allTags, listPage, listPagePaths, neighbours, notesTagged, previewImagePath, tagPath } from "./note-paths";

const note = (slug: string, tags: string[]): NoteEntry => ({
  collection: "notes",
  slug,
  path: `/notes/${slug}`,
  format: "md",
  title: slug,
  date: "2025-01-01",
  summary: "",
  tags: tags.map((name) => ({ name, slug: name.toLowerCase().replace(/ /g, "-") })),
  draft: false,
  readingMinutes: 1,
  interactive: false,
});

// Newest first, as the site lists them.
const notes = [note("c", ["ML", "Python"]), note("b", ["Machine learning"]), note("a", ["ml"])];

describe("note paths", () => {
  it("puts tags and preview images under the notes", () => {
    expect(tagPath({ name: "Machine learning", slug: "machine-learning" })).toBe("/notes/tags/machine-learning");
    expect(previewImagePath(notes[0]!)).toBe("/notes/c/og.png");
  });

  it("lists each tag once by slug, the first spelling met winning, in order", () => {
    expect(allTags(notes)).toEqual([
      { name: "Machine learning", slug: "machine-learning" },
      { name: "ML", slug: "ml" },
      { name: "Python", slug: "python" },
    ]);
    expect(notesTagged(notes, "ml").map((found) => found.slug)).toEqual(["c", "a"]);
  });

  it("gives the older note as previous and the newer as next, none past either end", () => {
    expect(neighbours(notes, "/notes/b")).toEqual({ previous: notes[2], next: notes[0] });
    expect(neighbours(notes, "/notes/c")).toEqual({ previous: notes[1], next: undefined });
    expect(neighbours(notes, "/notes/a")).toEqual({ previous: undefined, next: notes[1] });
    expect(neighbours(notes, "/notes/none")).toEqual({});
  });
});

describe("a list's pages", () => {
  const many = Array.from({ length: 45 }, (_, index) => note(`n${index + 1}`, ["ML"]));

  it("goes on to a new page after every 20 notes, the first page being the list itself", () => {
    expect(listPagePaths("/notes", 20)).toEqual(["/notes"]);
    expect(listPagePaths("/notes", 21)).toEqual(["/notes", "/notes/page/2"]);
    expect(listPagePaths("/notes/tags/ml", 45)).toEqual([
      "/notes/tags/ml",
      "/notes/tags/ml/page/2",
      "/notes/tags/ml/page/3",
    ]);
    expect(listPagePaths("/notes", 0)).toEqual(["/notes"]);
  });

  it("gives each page its notes and its neighbours: newer before, older after", () => {
    expect(listPage(many, "/notes")).toMatchObject({ page: 1, pages: 3, older: "/notes/page/2" });
    expect(listPage(many, "/notes")?.notes.map((found) => found.slug)).toEqual(
      Array.from({ length: 20 }, (_, index) => `n${index + 1}`),
    );
    const second = listPage(many, "/notes", "2")!;
    expect(second).toMatchObject({ page: 2, newer: "/notes", older: "/notes/page/3" });
    expect([second.notes[0]?.slug, second.notes.at(-1)?.slug]).toEqual(["n21", "n40"]);
    const last = listPage(many, "/notes", "3")!;
    expect(last.notes.map((found) => found.slug)).toEqual(["n41", "n42", "n43", "n44", "n45"]);
    expect(last.older).toBeUndefined();
    expect(listPage(many, "/notes")?.newer).toBeUndefined();
  });

  it("has no page past the last, no page 1 of its own, and no page that is not a number", () => {
    for (const param of ["1", "4", "0", "02", "x", "-1", "2.5"])
      expect(listPage(many, "/notes", param)).toBeUndefined();
  });
});
