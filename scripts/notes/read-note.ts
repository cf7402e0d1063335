/**
 * One note file (.md, .mdx or .ipynb) read into its entry: the fields it declares, checked, and what the
 * pages need to know before it is compiled (reading time, whether it shows interactive components).
 */
import { readFileSync } from "node:fs";
import { basename, dirname, extname, resolve } from "node:path";

import { slug as slugOf } from "github-slugger";
import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";

import type { NoteEntry } from "#app/content/note-entry";
import { site } from "#app/content/site";

import type { Collection } from "./content-folders";
import { readFrontMatter } from "./front-matter";
import { parseMarkdown } from "./markdown";
import { checkComponents } from "./mdx-components";
import { NoteError } from "./note-error";
import { readNotebook } from "./notebooks/read-notebook";
import { readingMinutes } from "./reading-time";

/**
 * An entry as the build holds it: with its file, its cover as a file until the bundler names it, and its words
 * as plain text (for related notes, related-notes.ts; the pages do not get them).
 */
export type FoundNote = Omit<NoteEntry, "cover" | "related"> & {
  file: string;
  cover?: { file: string; alt: string };
  text: string;
};

export const NOTE_FORMATS = { ".md": "md", ".mdx": "mdx", ".ipynb": "ipynb" } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A note's first paragraph as plain text: the summary of a note that does not write one. */
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
  const text = readFileSync(file, "utf8");
  let fields;
  let trees: Root[];
  let interactive = false;
  if (format === "ipynb") {
    const notebook = readNotebook(text, file);
    fields = notebook.fields;
    trees = notebook.markdown;
  } else {
    const { fields: declared, body } = readFrontMatter(text, file);
    const tree = parseMarkdown(body, file, format);
    if (format === "mdx") interactive = checkComponents(tree, file).interactive;
    fields = { ...declared, summary: declared.summary ?? firstParagraph(tree) };
    trees = [tree];
  }
  const tags = [...new Map(fields.tags.map((name) => [slugOf(name), { name, slug: slugOf(name) }])).values()];
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
    ...(fields.cover ? { cover: { file: resolve(dirname(file), fields.cover), alt: fields.coverAlt ?? "" } } : {}),
    draft: fields.draft,
    readingMinutes: readingMinutes(trees, site.locale.replace("_", "-")),
    interactive,
    text: trees.map((tree) => toString(tree, { includeHtml: false })).join("\n"),
  };
}
