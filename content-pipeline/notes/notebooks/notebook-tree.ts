/**
 * A notebook as one Markdown tree (mdast), which the note compiler then treats like any note: Markdown
 * cells as they are (math included), code cells as code in the kernel's language, and each output after
 * its cell (outputs.ts). Images attached to Markdown cells are written out like output images.
 */
import type { Image, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";

import { notebookWords } from "#app/words/publishing/writing";

import { mimeText, type Cell } from "./nbformat";
import { IMAGE_TYPES, type ImageType, writeImage } from "./output-images";
import { block, outputBlock, type OutputPlace } from "./outputs";
import type { ReadNotebook } from "./read-notebook";

/** The language code cells are written in, as the kernel declares it (Shiki's names are lower case). */
function kernelLanguage(notebook: ReadNotebook["notebook"]): string {
  return (notebook.metadata.kernelspec?.language ?? notebook.metadata.language_info?.name ?? "text").toLowerCase();
}

/** Points `attachment:name` images at the attachment, written out as a file. */
function resolveAttachments(tree: Root, cell: Extract<Cell, { cell_type: "markdown" }>, place: OutputPlace) {
  visit(tree, "image", (image: Image) => {
    if (!image.url.startsWith("attachment:")) return;
    const bundle = cell.attachments?.[decodeURIComponent(image.url.slice("attachment:".length))] ?? {};
    const type = (Object.keys(IMAGE_TYPES) as ImageType[]).find((mime) => mimeText(bundle, mime) !== undefined);
    if (!type) return;
    const written = writeImage(type, mimeText(bundle, type)!, {}, place);
    image.url = written.path;
    image.data = { ...image.data, hProperties: { width: written.width, height: written.height } };
  });
}

/**
 * The notebook's tree; `warn` takes what the build should say but need not stop for (an output cut), at the cell's
 * line in the file when known, each message
 * naming its cell.
 */
export function notebookTree(
  { notebook, markdown, titleHeading, cellLines }: ReadNotebook,
  file: string,
  warn: (message: string, line?: number) => void,
): Root {
  const language = kernelLanguage(notebook);
  const children: RootContent[] = [];
  let markdownIndex = 0;
  let codeNumber = 0;
  for (const [index, cell] of notebook.cells.entries()) {
    if (cell.cell_type === "markdown") {
      const tree = markdown[markdownIndex++]!;
      const atCell = (message: string) => warn(message, cellLines[index]);
      resolveAttachments(tree, cell, { file, cell: `Markdown cell ${markdownIndex}`, warn: atCell });
      children.push(...tree.children.filter((node) => node !== titleHeading));
    } else if (cell.cell_type === "code") {
      codeNumber += 1;
      if (!cell.source.trim() && cell.outputs.length === 0) continue;
      const alt = notebookWords.figureAlt(codeNumber);
      const place = {
        file,
        cell: `code cell ${codeNumber}`,
        warn: (message: string) => warn(message, cellLines[index]),
      };
      const outputs = cell.outputs.flatMap((output) => outputBlock(output, alt, place) ?? []);
      const code = { type: "code" as const, lang: language, value: cell.source.replace(/\n$/, "") };
      const cellBlock = block("div", ["nb-cell"], { children: [code, ...outputs] });
      // Its outputs' HTML has no lines of the file: a message about it (an image refused) points at the cell.
      const line = cellLines[index];
      // (rehype-raw asks every position for offsets, which a message does not read.)
      if (line) cellBlock.position = { start: { line, column: 1, offset: 0 }, end: { line, column: 1, offset: 0 } };
      children.push(cellBlock);
    }
  }
  return { type: "root", children };
}
