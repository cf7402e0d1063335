/**
 * The XML files the build writes (the feeds, the sitemap): text made safe for XML, elements serialised with every
 * text and attribute escaped, and a strict parse of every XML file in the built site (saxes, a conformant XML 1.0
 * parser), so a file a reader would refuse stops the build instead.
 *
 * Serialised here rather than by xast-util-to-xml 4, which leaves ">" unescaped in text, so a "]]>" in a note
 * (which XML forbids in text) would pass through.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { SaxesParser } from "saxes";

/**
 * Control characters (C0 but tab and newline, DEL, C1), the two non-characters XML forbids and lone surrogates.
 * XML 1.0 refuses most of them outright; the rest show as boxes in a reader. A carriage return goes too: a
 * parser turns CR LF into LF anyway.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without the characters XML refuses or readers cannot show (CR LF and a lone CR become LF). */
export function xmlSafe(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(UNSAFE, "");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string) => xmlSafe(text).replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** An element: its name, attributes (undefined ones left out) and children (elements already serialised, or text). */
export type XmlChild = string | { xml: string };

/** `<name attr="…">children</name>`, every text and attribute escaped; `{ xml }` children are taken as they are. */
export function element(
  name: string,
  attributes: Record<string, string | undefined> = {},
  children: readonly XmlChild[] = [],
): { xml: string } {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join("");
  if (children.length === 0) return { xml: `<${name}${attrs}/>` };
  const inner = children.map((child) => (typeof child === "string" ? escape(child) : child.xml)).join("");
  return { xml: `<${name}${attrs}>${inner}</${name}>` };
}

/** A document: the declaration, then the root element, one child element a line. */
export function xmlDocument(root: { xml: string }): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${root.xml}\n`;
}

/** Parses `xml` strictly; throws "file:line:column: …" at the first error. */
export function checkWellFormed(xml: string, file: string): void {
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on("error", (error) => {
    throw new Error(`${file}: not well-formed XML: ${error.message}`);
  });
  parser.write(xml).close();
}

/** Checks every .xml and .svg file under `clientDir` (the built site); names the first that does not parse. */
export function checkXmlFiles(clientDir: string): void {
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.(?:xml|svg)$/.test(name)) continue;
    const file = join(clientDir, name);
    checkWellFormed(readFileSync(file, "utf8"), relative(process.cwd(), file));
  }
}
