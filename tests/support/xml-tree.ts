/**
 * A strict XML parse (saxes, XML 1.0 and namespaces) into a small tree for tests to read: an XML file that a
 * conformant parser refuses throws here, with its line and column.
 */
import { SaxesParser } from "saxes";

export type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string };

export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlNode = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attr) => [attr.name, attr.value]));
    const node: XmlNode = { name: tag.name, attributes, children: [], text: "" };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  });
  parser.on("text", (text) => (stack.at(-1)!.text += text));
  parser.on("cdata", (text) => (stack.at(-1)!.text += text));
  parser.on("closetag", () => stack.pop());
  parser.write(xml).close();
  return root.children[0]!;
}

/** The children of `node` named `name`. */
export const childrenNamed = (node: XmlNode, name: string) => node.children.filter((child) => child.name === name);

/** The one child named `name`; throws when there is none or more than one. */
export function only(node: XmlNode, name: string): XmlNode {
  const found = childrenNamed(node, name);
  if (found.length !== 1) throw new Error(`<${node.name}> has ${found.length} <${name}>, not one`);
  return found[0]!;
}
