/**
 * The tests run on tests/fixtures/content/ (vitest.config.ts, `npm run build:test`), so that the owner's
 * edits in app/content/ never fail them. That holds only while every content file has a fixture: a file
 * without one would be read from app/content/ again, and a fixture missing a field the components now read
 * would render nothing where the owner's words go.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { importWithContent } from "./content-dir";

const root = join(import.meta.dirname, "..");
const FIXTURES = "tests/fixtures/content";

/** Files in app/content/ that hold code rather than the owner's words, and so no fixture. */
const NOT_CONTENT: Record<string, string> = {
  "socials.ts": "how a social link is named and addressed, from profile.ts's links",
  "note-entry.ts": "the shape of a note as the build gives it to the pages: types only",
};

const contentFiles = readdirSync(join(root, "app", "content")).filter(
  // Declarations (virtual-*.d.ts) and tests are not content either.
  (name) => /^[^.]+\.tsx?$/.test(name) && !(name in NOT_CONTENT),
);

/** A value's outline: each object's keys with their outlines, and the type of everything else. */
function outline(value: unknown): unknown {
  if (Array.isArray(value)) return "array";
  if (value === null || typeof value !== "object") return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, outline(inner)]));
}

describe("the tests' fixture content", () => {
  it("has a namesake for every content file", () => {
    const fixtures = readdirSync(join(root, FIXTURES));
    expect(contentFiles.filter((name) => !fixtures.includes(name))).toEqual([]);
  });

  it.each(contentFiles)("%s: the fixture has every export and field the owner's file has", async (name) => {
    // Without content folders: the owner's file as written, and the fixture as written.
    const [own, fixture] = await Promise.all([
      importWithContent<Record<string, unknown>>(`app/content/${name}`, []),
      importWithContent<Record<string, unknown>>(`${FIXTURES}/${name}`, []),
    ]);
    // words.ts's overrides are each optional (app/lib/words.ts): the owner's may replace words the fixture's leaves
    // as the pack has them, and the tests read the pack as it is. Only its exports must match.
    if (name === "words.ts") expect(Object.keys(fixture)).toEqual(expect.arrayContaining(Object.keys(own)));
    else expect(outline(fixture)).toMatchObject(outline(own) as object);
  });
});
