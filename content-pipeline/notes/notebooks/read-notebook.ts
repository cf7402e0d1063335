/**
 * Reading an .ipynb file: JSON, then nbformat 4, then the note's fields. The title and summary come from
 * the notebook's metadata ("title", "summary") or else from its first Markdown cell (its `#` heading and
 * first paragraph); the date, tags and draft flag from the metadata. Every refusal names the line.
 */
import type { Heading, Paragraph, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

import { TITLE_MAX } from "../limits";
import { NoteError } from "../note-error";
import { bareMathToDisplay } from "../parse/bare-math";
import { checkFields, noteFieldsSchema, printableFields } from "../parse/front-matter";
import { parseMarkdown } from "../parse/markdown";
import { lineOf } from "../parse/source-lines";
import { type Notebook, notebookSchema } from "./nbformat";

export type ReadNotebook = {
  notebook: Notebook;
  fields: ReturnType<typeof noteFieldsSchema.parse> & { title: string; summary?: string };
  /** The first Markdown cell's heading, when it gave the title: the page shows it once, as its own. */
  titleHeading?: Heading;
  /** Each Markdown cell's tree, in order (the reading time is counted from them), lines numbered as in the file. */
  markdown: Root[];
  /** The line of the file where each cell's source starts, by the cell's index (none when unsure). */
  cellLines: (number | undefined)[];
  /** What the build should warn about in the Markdown cells, at the file's lines. */
  warnings: { line?: number; message: string }[];
};

type SourceLines = { line: number; listed: boolean };

/**
 * The line of the file where each cell's source text starts, and whether it is written a line of the file to a
 * line of the cell (nbformat writes a source as a list of lines after `"source": [`) or as one string. Found by
 * scanning rather than by parsing again: JSON escapes the quotes inside strings, so an unescaped `"cell_type":` is
 * a cell's key; nbformat sorts keys, so `"source"` follows it (else the cell's own line is taken).
 */
function cellSourceLines(text: string): SourceLines[] {
  const starts = [...text.matchAll(/"cell_type"\s*:/g)].map((match) => match.index);
  let line = 1;
  let at = 0;
  const lineAt = (offset: number) => {
    for (let next = text.indexOf("\n", at); next !== -1 && next < offset; next = text.indexOf("\n", next + 1)) {
      line += 1;
      at = next + 1;
    }
    return line;
  };
  return starts.map((start, index) => {
    const region = text.slice(start, starts[index + 1] ?? text.length);
    const source = /"source"\s*:\s*(\[)?/.exec(region);
    return source
      ? { line: lineAt(start + source.index), listed: Boolean(source[1]) }
      : { line: lineAt(start), listed: false };
  });
}

/** The file's line for a line of a cell's source. */
const fileLine = (where: SourceLines, cellLine: number) => (where.listed ? where.line + cellLine : where.line);

/** Renumbers a cell's tree with the file's lines, so messages about it (KaTeX's) point there. */
function atFileLines(tree: Root, where: SourceLines | undefined): void {
  visit(tree, (node) => {
    if (!node.position) return;
    node.position = where && {
      start: { ...node.position.start, line: fileLine(where, node.position.start.line) },
      end: { ...node.position.end, line: fileLine(where, node.position.end.line) },
    };
  });
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const line = /\(line (\d+)/.exec(message)?.[1];
    throw new NoteError(file, line ? Number(line) : undefined, `this notebook is not valid JSON: ${message}`);
  }
}

function checkNotebook(data: unknown, text: string, file: string): Notebook {
  const version = (data as { nbformat?: unknown } | null)?.nbformat;
  if (typeof version === "number" && version !== 4) {
    throw new NoteError(
      file,
      lineOf(text, ["nbformat"]),
      `nbformat ${version} is not supported: the site reads nbformat 4 (open and save the notebook in a current Jupyter, or run \`jupyter nbconvert --to notebook --inplace\`)`,
    );
  }
  const parsed = notebookSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
  throw new NoteError(file, lineOf(text, issue.path), `not an nbformat 4 notebook${where}: ${issue.message}`);
}

export function readNotebook(text: string, file: string): ReadNotebook {
  const data = parseJson(text, file);
  const notebook = checkNotebook(data, text, file);
  const lines = cellSourceLines(text);
  const warnings: ReadNotebook["warnings"] = [];
  const markdown = notebook.cells.flatMap((cell, index) => {
    if (cell.cell_type !== "markdown") return [];
    const tree = parseMarkdown(cell.source, file, "md");
    // When the scan and the parse disagree on the cells (a notebook written oddly), no line rather than a wrong one.
    const where = lines.length === notebook.cells.length ? lines[index] : undefined;
    for (const { line, message } of bareMathToDisplay(tree, cell.source)) {
      warnings.push({ ...(where ? { line: fileLine(where, line) } : {}), message });
    }
    atFileLines(tree, where);
    return [tree];
  });
  const first = markdown[0]?.children ?? [];
  const heading = first.find((node): node is Heading => node.type === "heading" && node.depth === 1);
  const paragraph = first.find((node): node is Paragraph => node.type === "paragraph");

  const metadata = notebook.metadata as Record<string, unknown>;
  const own = Object.fromEntries(
    Object.keys(noteFieldsSchema.shape).flatMap((key) =>
      key in metadata ? [[key, printableFields(metadata[key])]] : [],
    ),
  );
  const where = { file, source: text, firstLine: 1, path: ["metadata"], label: "the notebook's metadata" };
  const fields = checkFields(noteFieldsSchema, own, where);
  const title = fields.title ?? (heading ? toString(heading) : undefined);
  if (!title) {
    throw new NoteError(
      file,
      lineOf(text, ["metadata"]),
      'the notebook has no title: give it a "title" in its metadata, or start its first Markdown cell with a "# " heading',
    );
  }
  if (title.length > TITLE_MAX) {
    throw new NoteError(
      file,
      lineOf(text, ["cells"]),
      `the title, the first Markdown cell's "# " heading, must be ${TITLE_MAX} characters at most (it has ${title.length.toLocaleString("en")})`,
    );
  }
  const summary = fields.summary ?? (paragraph ? toString(paragraph).replace(/\s+/g, " ").trim() : undefined);
  return {
    notebook,
    fields: { ...fields, title, summary },
    titleHeading: fields.title ? undefined : heading,
    markdown,
    cellLines: notebook.cells.map((_cell, index) =>
      lines.length === notebook.cells.length ? lines[index]!.line : undefined,
    ),
    warnings,
  };
}
