/**
 * One note file (.md, .mdx or .ipynb) read into its entry: the fields it declares, checked, and what the
 * pages need to know before it is compiled (reading time, whether it shows interactive components).
 */
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";

import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";

import { site } from "#app/content/site";
import type { NoteEntry } from "#app/features/notes/note-entry";

import type { Collection } from "./content-folders";
import { type FoundCover, readCover } from "./images/cover";
import { NoteError } from "./note-error";
import { readNotebook } from "./notebooks/read-notebook";
import { readFrontMatter } from "./parse/front-matter";
import { parseMarkdown } from "./parse/markdown";
import { checkComponents } from "./parse/mdx-components";
import { lineOf } from "./parse/source-lines";
import { readingMinutes } from "./reading-time";
import { tagSlug } from "./tags";

/**
 * An entry as the build holds it: with its file, its cover as a file until the bundler names it, and its words
 * as plain text (for related notes, related-notes.ts; the pages do not get them).
 */
export type FoundNote = Omit<NoteEntry, "cover" | "related"> & { file: string; cover?: FoundCover; text: string };

export const NOTE_FORMATS = { ".md": "md", ".mdx": "mdx", ".ipynb": "ipynb" } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A note's first paragraph as plain text: the summary of a note that does not write one. */
/**
 * A note file's text. A UTF-8 byte-order mark, which some Windows editors write, is dropped: before it, the front
 * matter's "---" is not at the start, and the build said the note had none.
 */
export function readNoteText(file: string): string {
  return readFileSync(file, "utf8").replace(/^\uFEFF/, "");
}

function firstParagraph(tree: Root): string | undefined {
  const paragraph = tree.children.find((node) => node.type === "paragraph");
  return paragraph ? toString(paragraph).replace(/\s+/g, " ").trim() : undefined;
}

export function readNote(file: string, collection: Collection): FoundNote {
  const extension = extname(file) as keyof typeof NOTE_FORMATS;
  const format = NOTE_FORMATS[extension];
  const slug = basename(file, extension);
  if (!SLUG.test(slug)) {
    throw new NoteError(
      file,
      undefined,
      `rename the file to lower-case words joined by hyphens (its name is the page's address, /${collection}/${slug})`,
    );
  }
  const text = readNoteText(file);
  let fields;
  let trees: Root[];
  let interactive = false;
  let fieldLine: (field: string) => number;
  if (format === "ipynb") {
    const notebook = readNotebook(text, file);
    fields = notebook.fields;
    trees = notebook.markdown;
    fieldLine = (field) => lineOf(text, ["metadata", field]);
  } else {
    const { fields: declared, body, lineOf: frontMatterLine } = readFrontMatter(text, file);
    fieldLine = frontMatterLine;
    const tree = parseMarkdown(body, file, format);
    if (format === "mdx") interactive = checkComponents(tree, file).interactive;
    fields = { ...declared, summary: declared.summary ?? firstParagraph(tree) };
    trees = [tree];
  }
  // Spelt as one across the notes, and doubles dropped, by findNotes (tags.ts).
  const tags = fields.tags.map((name) => ({ name, slug: tagSlug(name) }));
  return {
    collection,
    slug,
    path: `/${collection}/${slug}`,
    format,
    file,
    title: fields.title,
    date: fields.date,
    summary: fields.summary ?? "",
    tags,
    ...(fields.cover ? { cover: readCover(fields.cover, fields.coverAlt ?? "", file, fieldLine("cover")) } : {}),
    draft: fields.draft,
    readingMinutes: readingMinutes(trees, site.locale.replace("_", "-")),
    interactive,
    text: trees.map((tree) => toString(tree, { includeHtml: false })).join("\n"),
  };
}
