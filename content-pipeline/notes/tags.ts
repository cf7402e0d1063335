/**
 * Tags and their pages (/notes/tags/<slug>). A slug is ASCII, so the page's folder in the build, its link, its
 * sitemap entry and the address a static host serves are one and the same string: a Unicode slug is written
 * percent-encoded by the prerenderer and read decoded by everything after it, and hosts differ on which they
 * look up. Letters are transliterated (@sindresorhus/slugify: "Données" → donnees, "Straße" → strasse,
 * "Ελληνικά" → ellinika); a name with letters that have no Latin spelling there (Japanese, Chinese, Korean…)
 * gets, after whatever did transliterate, a short code of the name itself, the same in every build.
 */
import { createHash } from "node:crypto";

import slugify from "@sindresorhus/slugify";

import type { NoteTag } from "#app/features/notes/note-entry";

import { NoteError, shownPath } from "./note-error";

/** What unifyTags reads of a note. */
type Tagged = { file: string; date: string; tags: readonly NoteTag[] };

// "C++" and "C#" are different languages, not both "c".
const OPTIONS = {
  decamelize: false,
  customReplacements: [
    ["+", " plus "],
    ["#", " sharp "],
  ] as [string, string][],
};

/** A name as the same tag whatever its case or Unicode form ("Python", "python"). */
const folded = (name: string) => name.normalize("NFKC").toLowerCase();

/** A tag's slug: lower-case ASCII words joined by hyphens, the same for the same name in every build. */
export function tagSlug(name: string): string {
  const ascii = slugify(name, OPTIONS);
  const untransliterated = [...name.normalize("NFC")].some((char) => /[\p{L}\p{N}]/u.test(char) && !slugify(char));
  if (ascii && !untransliterated) return ascii;
  const code = createHash("sha256").update(folded(name)).digest("hex").slice(0, 8);
  return ascii ? `${ascii}-${code}` : code;
}

/**
 * The notes with one spelling per tag: the oldest note's (then the first file's), so a new note never renames a
 * tag. Two different names with one slug (`ML/AI`, `ML AI`) would share a page: a NoteError names both files.
 */
export function unifyTags<T extends Tagged>(notes: readonly T[]): T[] {
  const first = new Map<string, { name: string; file: string }>();
  const byAge = [...notes].sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
  for (const note of byAge) {
    for (const tag of note.tags) {
      const seen = first.get(tag.slug);
      if (!seen) first.set(tag.slug, { name: tag.name, file: note.file });
      else if (folded(seen.name) !== folded(tag.name)) {
        const where = seen.file === note.file ? "in this note" : `in ${shownPath(seen.file)}`;
        throw new NoteError(
          note.file,
          undefined,
          `the tags "${tag.name}" and "${seen.name}" (${where}) would share one page, /notes/tags/${tag.slug}: spell them alike, or rename one`,
        );
      }
    }
  }
  return notes.map((note) => {
    const tags = new Map<string, NoteTag>();
    for (const { slug } of note.tags) if (!tags.has(slug)) tags.set(slug, { name: first.get(slug)!.name, slug });
    return { ...note, tags: [...tags.values()] };
  });
}
