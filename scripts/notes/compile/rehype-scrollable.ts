/**
 * Blocks that can be wider than a phone scroll sideways (app/styles/notes.css), and a region that scrolls
 * must take keyboard focus so it can be scrolled without a mouse: code and output blocks, display math,
 * and tables (a notebook's DataFrame among them), which get a wrapper to scroll in.
 */
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

const isWrapper = (node: Element) =>
  Array.isArray(node.properties.className) && node.properties.className.includes("note-table");

export function rehypeScrollable() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      // Shiki marks its own (`tabindex`).
      if (node.tagName === "pre" && node.properties.tabindex === undefined) node.properties.tabIndex = 0;
      if (Array.isArray(node.properties.className) && node.properties.className.includes("katex-display"))
        node.properties.tabIndex = 0;
      if (node.tagName !== "table" || !parent || index === undefined) return;
      if (parent.type === "element" && isWrapper(parent)) return;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["note-table"], tabIndex: 0 },
        children: [node],
      };
    });
  };
}
