/**
 * Reading a note's Markdown (or MDX) into a syntax tree (mdast): GitHub-flavoured Markdown (tables,
 * footnotes, task lists, autolinks, strikethrough) and `$math$`. The build's compiler
 * (../compile/compile-note.ts) reads notes with the same extensions.
 */
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";

import { NoteError } from "../note-error";

/** The syntax every note may use, whatever its format. */
export const remarkSyntax = [remarkGfm, remarkMath];

const markdown = unified().use(remarkParse).use(remarkSyntax);
const mdx = unified().use(remarkParse).use(remarkSyntax).use(remarkMdx);

/** The tree of a note's body; an MDX syntax error becomes a NoteError at its line. */
export function parseMarkdown(text: string, file: string, format: "md" | "mdx"): Root {
  try {
    return (format === "mdx" ? mdx : markdown).parse(new VFile({ path: file, value: text }));
  } catch (error) {
    const place = (error as { place?: { line?: number; start?: { line?: number } } }).place;
    const line = place?.start?.line ?? place?.line;
    throw new NoteError(file, line, `this MDX does not parse: ${(error as Error).message}`);
  }
}
