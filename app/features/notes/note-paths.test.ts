import { describe, expect, it } from "vitest";

import type { NoteEntry } from "#app/features/notes/note-entry";

import { allTags, neighbours, notesTagged, previewImagePath, tagPath } from "./note-paths";

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
