/**
 * Reading built HTML pages with a real HTML parser (parse5, the WHATWG algorithm browsers follow), and
 * editing them by splicing the original text at the offsets the parser located, so every byte not
 * edited stays exactly as React Router printed it.
 */
import { defaultTreeAdapter, type DefaultTreeAdapterTypes, parse } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;

/** An edit to the original text: the characters from `start` to `end` become `text`. */
export type Splice = { start: number; end: number; text: string };

/** Parses a whole document, with each node's location in the source (offsets into `html`). */
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `node` in document order, including those inside <template> contents. */
export function* elements(node: DefaultTreeAdapterTypes.ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements(child);
    if ("content" in child) yield* elements(child.content);
  }
}

/** An attribute's value (names are lower-cased by the parser), or undefined when it is absent. */
export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The element's text as the DOM holds it after parsing (what a browser runs and hashes for a script). */
export function textContent(element: Element): string {
  return element.childNodes.map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : "")).join("");
}

/** Where the parser found an element; throws if it was not in the source (an element the parser implied). */
export function located(element: Element) {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no location in the source (parsed without locations?)`);
  return location;
}

/** Applies edits to the original text; they must not overlap. */
export function splice(html: string, edits: readonly Splice[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at || edit.end < edit.start) throw new Error(`Overlapping HTML edits at offset ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
