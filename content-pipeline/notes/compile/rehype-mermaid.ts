/**
 * Mermaid diagrams drawn at build time: a code block marked `mermaid` becomes the diagram's SVG, written into
 * the page, so the reader's browser runs no Mermaid code. beautiful-mermaid draws it (its own layout, ELK.js,
 * in plain JavaScript: no DOM, no browser). Its colours are CSS variables (`fill="var(--_node-fill)"`), which
 * app/styles/notes.css sets from the theme's tokens, so the diagram follows the page's theme, light or dark.
 * What it adds beside the drawing is dropped: its style sheets (a web-font @import from another origin, and
 * rules for every `svg` of the page, which notes.css scopes to the diagram instead) and its data attributes;
 * the rest passes the same SVG sanitiser as every SVG the build publishes (../images/sanitize-svg.ts). Ids are made unique per diagram, so two
 * diagrams on a page do not share an arrowhead. The source follows in a <details>: the diagram's text
 * alternative, and what the feeds show (content-pipeline/notes/feeds.ts).
 */
import { renderMermaidSVG } from "beautiful-mermaid";
import type { Element, ElementContent, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

import { noteWords } from "#app/words/publishing/writing";

import { sanitizeSvg } from "../images/sanitize-svg";

const classes = (node: Element) => (Array.isArray(node.properties.className) ? node.properties.className : []);

/** The SVG's elements and attributes, ids prefixed and the references to them with them. */
function renamed(node: ElementContent, prefix: string): ElementContent {
  if (node.type !== "element") return node;
  const properties = Object.fromEntries(
    Object.entries(node.properties).map(([name, value]) => {
      if (name === "id") return [name, `${prefix}-${String(value)}`];
      return [name, typeof value === "string" ? value.replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`) : value];
    }),
  );
  return { ...node, properties, children: node.children.map((child) => renamed(child, prefix)) };
}

/** The drawing of `source` as a hast <svg>, cleaned as above; throws what beautiful-mermaid throws. */
export function mermaidSvg(source: string, prefix: string): Element {
  const parsed = fromHtml(sanitizeSvg(renderMermaidSVG(source)), { fragment: true });
  visit(parsed, "element", (node, index, parent) => {
    if (node.tagName !== "style" || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return index;
  });
  const svg = parsed.children.find((child): child is Element => child.type === "element" && child.tagName === "svg");
  if (!svg) throw new Error("beautiful-mermaid drew no <svg>");
  // Its colours come from notes.css; the attribute only set beautiful-mermaid's own defaults.
  delete svg.properties.style;
  svg.properties.className = ["mermaid-svg"];
  return renamed(svg, prefix) as Element;
}

export function rehypeMermaid() {
  return (tree: Root, file: VFile) => {
    let count = 0;
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return undefined;
      const code = node.children.find(
        (child): child is Element => child.type === "element" && classes(child).includes("language-mermaid"),
      );
      if (!code) return undefined;
      const source = toString(code).replace(/\n$/, "");
      let svg: Element;
      try {
        svg = mermaidSvg(source, `mermaid-${count + 1}`);
      } catch (error) {
        file.message(`this Mermaid diagram cannot be drawn, so it is shown as code: ${(error as Error).message}`, node);
        return SKIP;
      }
      count += 1;
      const sourceBlock: Element = {
        type: "element",
        tagName: "details",
        properties: {},
        children: [
          {
            type: "element",
            tagName: "summary",
            properties: {},
            children: [{ type: "text", value: noteWords.diagramSource }],
          },
          // A <pre> without <code>, which Shiki leaves as it is: the source is read, not highlighted.
          {
            type: "element",
            tagName: "pre",
            properties: { className: ["mermaid-source"] },
            children: [{ type: "text", value: source }],
          },
        ],
      };
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: { className: ["mermaid-diagram"] },
        children: [svg, sourceBlock],
        position: node.position,
      };
      return [SKIP, index + 1];
    });
  };
}
