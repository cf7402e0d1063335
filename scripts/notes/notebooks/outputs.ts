/**
 * One code cell's output as a block of the note: streams, errors and plain text as preformatted text with
 * their terminal colours; images as files; HTML (a pandas DataFrame) as HTML, sanitised with the rest of
 * the note; Markdown and LaTeX as Markdown. The richest representation the site can show wins.
 */
import type { ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import type { BlockContent, Data, Parent } from "mdast";

import { parseMarkdown } from "../markdown";
import { ansiToHast } from "./ansi";
import { declaredSize, mimeText, type Output } from "./nbformat";
import { IMAGE_TYPES, type ImageType, writeImage } from "./output-images";

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
const preformatted = (kind: string, text: string) => outputElement("pre", kind, { html: ansiToHast(text) });

/** The block for a rich output (display data or a result), or undefined when it has nothing the site shows. */
function richBlock(output: Extract<Output, { data: unknown }>, file: string, alt: string): NotebookBlock | undefined {
  const { data, metadata } = output;
  for (const type of Object.keys(IMAGE_TYPES) as ImageType[]) {
    const content = mimeText(data, type);
    if (content === undefined) continue;
    const image = writeImage(type, content, declaredSize(metadata, type));
    const properties = { src: image.path, alt, width: image.width, height: image.height };
    return outputElement("div", "nb-image", { html: [{ type: "element", tagName: "img", properties, children: [] }] });
  }
  const html = mimeText(data, "text/html");
  if (html !== undefined)
    return outputElement("div", "nb-html", { html: fromHtml(html, { fragment: true }).children as ElementContent[] });
  const markdown = mimeText(data, "text/markdown") ?? mimeText(data, "text/latex");
  if (markdown !== undefined)
    return outputElement("div", "nb-markdown", {
      children: parseMarkdown(markdown, file, "md").children as BlockContent[],
    });
  const text = mimeText(data, "text/plain");
  return text === undefined ? undefined : preformatted("nb-text", text);
}

/** The note's block for one output; `alt` describes an image for those who cannot see it. */
export function outputBlock(output: Output, file: string, alt: string): NotebookBlock | undefined {
  switch (output.output_type) {
    case "stream":
      return preformatted(output.name === "stderr" ? "nb-stderr" : "nb-stdout", output.text);
    case "error":
      return preformatted("nb-error", output.traceback.join("\n") || `${output.ename}: ${output.evalue}`);
    default:
      return richBlock(output, file, alt);
  }
}
