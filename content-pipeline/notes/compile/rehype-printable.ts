/**
 * No control character reaches a page or a feed from a note: a browser shows one as a box, and XML refuses most of
 * them (a feed carries the page's text). A note's Markdown, a notebook's Markdown cell or HTML output may hold
 * them (a YAML "\e", a pasted terminal line); the notebook's terminal text has lost its own already (ansi.ts).
 */
import type { Root } from "hast";
import { visit } from "unist-util-visit";

import { xmlSafe } from "../../xml";

export function rehypePrintable() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === "text" || node.type === "comment") node.value = xmlSafe(node.value);
      if (node.type !== "element") return;
      for (const [name, value] of Object.entries(node.properties)) {
        if (typeof value === "string") node.properties[name] = xmlSafe(value);
      }
    });
  };
}
