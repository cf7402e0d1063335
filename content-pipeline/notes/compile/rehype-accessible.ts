/**
 * What a note's HTML needs for keyboards and screen readers beyond what Markdown gives:
 * - blocks that can be wider than a phone scroll sideways (app/styles/notes.css), and a region that scrolls
 *   must take keyboard focus so it can be scrolled without a mouse: code and output blocks, display math,
 *   and tables (a notebook's DataFrame among them), which get a wrapper to scroll in;
 * - a task list's checkbox is named by its item's text (a label around the item's content).
 */
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

const hasClass = (node: Element, name: string) =>
  Array.isArray(node.properties.className) && node.properties.className.includes(name);

function labelTask(item: Element) {
  const [first] = item.children.filter((child) => child.type === "element");
  if (first?.tagName === "p") return labelTask(first);
  if (
    first?.tagName !== "input" ||
    item.children.some((child) => child.type === "element" && child.tagName === "label")
  )
    return;
  const label: ElementContent = { type: "element", tagName: "label", properties: {}, children: item.children };
  item.children = [label];
}

export function rehypeAccessible() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      // Shiki marks its own (`tabindex`).
      if (node.tagName === "pre" && node.properties.tabindex === undefined) node.properties.tabIndex = 0;
      if (hasClass(node, "katex-display")) node.properties.tabIndex = 0;
      if (node.tagName === "li" && hasClass(node, "task-list-item")) labelTask(node);
      if (node.tagName !== "table" || !parent || index === undefined) return;
      if (parent.type === "element" && hasClass(parent, "note-table")) return;
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["note-table"], tabIndex: 0 },
        children: [node],
      };
    });
  };
}
