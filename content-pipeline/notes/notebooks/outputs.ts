/**
 * One code cell's output as a block of the note: streams, errors and plain text as preformatted text with
 * their terminal colours; images as files; HTML (a pandas DataFrame) as HTML, sanitised with the rest of
 * the note; Markdown and LaTeX as Markdown. The richest representation the site can show wins.
 */
import type { ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import type { BlockContent, Data, Parent } from "mdast";
import type { Node } from "unist";
import { visit } from "unist-util-visit";

import { formatNumber } from "#app/lib/format";
import { notebookWords } from "#app/words/publishing/writing";

import { OUTPUT_CHARACTERS_MAX, OUTPUT_LINES_MAX } from "../limits";
import { parseMarkdown } from "../parse/markdown";
import { ansiToHast } from "./ansi";
import { declaredSize, mimeText, type Output } from "./nbformat";
import { IMAGE_TYPES, type ImageType, type ImagePlace, writeImage } from "./output-images";

/** Where an output is, for its messages, and where its warnings go. */
export type OutputPlace = ImagePlace & { warn: (message: string) => void };

/** A block of a notebook note that becomes one HTML element (`hName`) with the given content. */
export interface NotebookBlock extends Parent {
  type: "notebookBlock";
  children: BlockContent[];
  data: Data & { hName: string; hProperties: { className: string[] }; hChildren?: ElementContent[] };
}

declare module "mdast" {
  interface RootContentMap {
    notebookBlock: NotebookBlock;
  }
  interface BlockContentMap {
    notebookBlock: NotebookBlock;
  }
}

/** A block of Markdown content (`children`) or of ready HTML (`hChildren`), as the element `tag`. */
export function block(
  tag: string,
  className: string[],
  content: { children?: BlockContent[]; html?: ElementContent[] },
): NotebookBlock {
  return {
    type: "notebookBlock",
    children: content.children ?? [],
    data: { hName: tag, hProperties: { className }, ...(content.html ? { hChildren: content.html } : {}) },
  };
}

const outputElement = (tag: string, kind: string, content: Parameters<typeof block>[2]) =>
  block(tag, ["nb-output", kind], content);

/** The number of lines of a text, a last newline ending its last line. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Where to cut a text to OUTPUT_LINES_MAX lines and OUTPUT_CHARACTERS_MAX characters, or undefined if it fits. */
function cutAt(text: string): number | undefined {
  let end = 0;
  for (let line = 0; line < OUTPUT_LINES_MAX && end < text.length; line += 1) {
    const next = text.indexOf("\n", end);
    end = next < 0 ? text.length : next + 1;
  }
  const cut = Math.min(end, OUTPUT_CHARACTERS_MAX);
  return cut < text.length ? cut : undefined;
}

/**
 * Text as it is shown, at most OUTPUT_LINES_MAX lines and OUTPUT_CHARACTERS_MAX characters: a log of 200,000
 * lines made a page 4.6 MB long (and as much in each feed). Cut, it ends with a note saying so, and the build warns.
 */
function preformatted(kind: string, text: string, place: OutputPlace): NotebookBlock {
  const cut = cutAt(text);
  if (cut === undefined) return outputElement("pre", kind, { html: ansiToHast(text) });
  const shown = text.slice(0, cut);
  const [lines, total] = [lineCount(shown), lineCount(text)].map((count) => formatNumber(count));
  place.warn(
    `${place.cell}: an output of ${total} lines and ${formatNumber(text.length)} characters is cut to its first ${lines} lines (the limits: ${formatNumber(OUTPUT_LINES_MAX)} lines, ${formatNumber(OUTPUT_CHARACTERS_MAX)} characters)`,
  );
  const note: ElementContent = {
    type: "element",
    tagName: "span",
    properties: { className: ["nb-output-cut"] },
    children: [{ type: "text", value: notebookWords.outputCut }],
  };
  const end = shown.endsWith("\n") ? [] : [{ type: "text" as const, value: "\n" }];
  return outputElement("pre", kind, { html: [...ansiToHast(shown), ...end, note] });
}

function withoutPositions<T extends Node>(tree: T): T {
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

/** The block for a rich output (display data or a result), or undefined when it has nothing the site shows. */
function richBlock(
  output: Extract<Output, { data: unknown }>,
  alt: string,
  place: OutputPlace,
): NotebookBlock | undefined {
  const { data, metadata } = output;
  for (const type of Object.keys(IMAGE_TYPES) as ImageType[]) {
    const content = mimeText(data, type);
    if (content === undefined) continue;
    const image = writeImage(type, content, declaredSize(metadata, type), place);
    const properties = { src: image.path, alt, width: image.width, height: image.height };
    return outputElement("div", "nb-image", { html: [{ type: "element", tagName: "img", properties, children: [] }] });
  }
  const html = mimeText(data, "text/html");
  if (html !== undefined)
    return outputElement("div", "nb-html", {
      html: withoutPositions(fromHtml(html, { fragment: true })).children as ElementContent[],
    });
  const markdown = mimeText(data, "text/markdown") ?? mimeText(data, "text/latex");
  if (markdown !== undefined)
    return outputElement("div", "nb-markdown", {
      // Its lines are the output's, not the file's: none rather than a wrong one in a message.
      children: withoutPositions(parseMarkdown(markdown, place.file, "md")).children as BlockContent[],
    });
  const text = mimeText(data, "text/plain");
  return text === undefined ? undefined : preformatted("nb-text", text, place);
}

/** The note's block for one output; `alt` describes an image for those who cannot see it. */
export function outputBlock(output: Output, alt: string, place: OutputPlace): NotebookBlock | undefined {
  switch (output.output_type) {
    case "stream":
      return preformatted(output.name === "stderr" ? "nb-stderr" : "nb-stdout", output.text, place);
    case "error":
      return preformatted("nb-error", output.traceback.join("\n") || `${output.ename}: ${output.evalue}`, place);
    default:
      return richBlock(output, alt, place);
  }
}
