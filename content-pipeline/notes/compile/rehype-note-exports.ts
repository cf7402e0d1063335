/**
 * What a compiled note exports beside its body: its table of contents (the h2 and h3 headings, with the
 * ids rehype-slug gave them), whether it typesets math (the page then carries KaTeX's style sheet), and
 * for a notebook the URL of its .ipynb file, for download.
 */
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

import type { TocItem } from "#app/features/notes/note-entry";

import { exportBinding, exportConstants, importDefault } from "./esm";

export function rehypeNoteExports(options: { notebook?: string }) {
  return (tree: Root) => {
    const toc: TocItem[] = [];
    let math = false;
    visit(tree, "element", (node) => {
      // The footnotes' heading is for screen readers only (class sr-only), and listed nowhere.
      const hidden = Array.isArray(node.properties.className) && node.properties.className.includes("sr-only");
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string" && !hidden) {
        toc.push({ depth: node.tagName === "h2" ? 2 : 3, id: node.properties.id, text: toString(node).trim() });
      }
      math ||= Array.isArray(node.properties.className) && node.properties.className.includes("katex");
    });
    tree.children.push(exportConstants({ toc, math }));
    if (options.notebook)
      tree.children.push(importDefault("notebook", `${options.notebook}?url`), exportBinding("notebook"));
  };
}
