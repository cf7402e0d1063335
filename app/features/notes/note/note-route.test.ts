import { describe, expect, it } from "vitest";

import type { NoteEntry } from "#app/features/notes/note-entry";

import { notesRoute } from "./note-route";

const note = (slug: string, interactive: boolean): NoteEntry => ({
  collection: "notes",
  slug,
  path: `/notes/${slug}`,
  format: interactive ? "mdx" : "md",
  title: `Title of ${slug}`,
  date: "2025-01-01",
  summary: `Summary of ${slug}`,
  tags: [],
  draft: false,
  readingMinutes: 1,
  interactive,
});

describe("notesRoute", () => {
  const route = notesRoute([note("live", true), note("still", false)]);
  const hydrate = route.handle.hydrate as (pathname: string) => boolean;

  it("hydrates only the page of a note that shows an interactive component", () => {
    expect(hydrate("/notes/live")).toBe(true);
    expect(hydrate("/notes/live/")).toBe(true);
    expect(hydrate("/notes/still")).toBe(false);
    expect(hydrate("/notes/none")).toBe(false);
  });

  it("finds a note by its slug, and gives its meta tags or none", () => {
    expect(route.at("still")?.title).toBe("Title of still");
    expect(route.at("none")).toBeUndefined();
    expect(route.meta("still")).toContainEqual({ name: "description", content: "Summary of still" });
    expect(route.meta("none")).toEqual([]);
  });
});
