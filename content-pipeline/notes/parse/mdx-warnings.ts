/**
 * MDX is code: what an .mdx note writes runs at build time with the builder's rights, and its page can carry any
 * script. The build says so where a note reaches past its page (docs/writing.md says how to review one): a
 * warning at the line of each read of `process` (process.env.HOME was printed into a public page) or
 * `import.meta.env`, and of each inline `<script>` or `dangerouslySetInnerHTML` (an inline script the build then
 * hashed into the CSP, so it ran).
 */
import type { Node as EstreeNode } from "estree";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

type Found = { line: number | undefined; message: string };

/** Every node of an estree program, with its parent and the key it sits under. */
function walk(
  node: unknown,
  parent: EstreeNode | undefined,
  key: string,
  found: (node: EstreeNode, parent: EstreeNode | undefined, key: string) => void,
): void {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, parent, key, found);
    return;
  }
  if (typeof (node as { type?: unknown }).type !== "string") return;
  found(node as EstreeNode, parent, key);
  for (const [childKey, child] of Object.entries(node)) {
    if (childKey !== "loc" && childKey !== "range" && childKey !== "comments")
      walk(child, node as EstreeNode, childKey, found);
  }
}

/** What a program reads of the builder's environment. */
function environmentReads(program: unknown, fallbackLine: number | undefined): Found[] {
  const reads: Found[] = [];
  walk(program, undefined, "", (node, parent, key) => {
    const line = node.loc?.start.line ?? fallbackLine;
    if (node.type === "Identifier" && node.name === "process") {
      const propertyName =
        (parent?.type === "MemberExpression" && key === "property" && !parent.computed) ||
        (parent?.type === "Property" && key === "key" && !parent.computed);
      if (!propertyName)
        reads.push({ line, message: "reads `process`, the environment of the machine that builds the site" });
    }
    if (
      node.type === "MemberExpression" &&
      node.object.type === "MetaProperty" &&
      node.property.type === "Identifier" &&
      node.property.name === "env"
    ) {
      reads.push({ line, message: "reads `import.meta.env`, the build's environment" });
    }
    if (
      node.type === "JSXAttribute" &&
      node.name.type === "JSXIdentifier" &&
      node.name.name === "dangerouslySetInnerHTML"
    ) {
      reads.push({ line, message: "writes raw HTML (`dangerouslySetInnerHTML`), which may hold a script" });
    }
  });
  return reads;
}

/** The remark plugin for an MDX note: a warning for each place the note reaches past its page. */
export function remarkMdxWarnings() {
  return (tree: Root, file: VFile) => {
    const found: Found[] = [];
    visit(tree, (node) => {
      const line = node.position?.start.line;
      const data = (node as { data?: { estree?: unknown } }).data;
      if (data?.estree) found.push(...environmentReads(data.estree, line));
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      if (node.name === "script")
        found.push({ line, message: "adds an inline <script>, which runs in every reader's browser" });
      for (const attribute of node.attributes) {
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "dangerouslySetInnerHTML") {
          found.push({ line, message: "writes raw HTML (`dangerouslySetInnerHTML`), which may hold a script" });
        }
        const estree = (
          attribute.type === "mdxJsxExpressionAttribute"
            ? attribute
            : typeof attribute.value === "object"
              ? attribute.value
              : undefined
        )?.data?.estree;
        if (estree) found.push(...environmentReads(estree, line));
      }
    });
    const seen = new Set<string>();
    for (const { line, message } of found) {
      const text = `this MDX note ${message}: check that it should (MDX is code, run with your rights)`;
      if (seen.has(`${line}:${text}`)) continue;
      seen.add(`${line}:${text}`);
      file.message(text, line ? { place: { line, column: 1 } } : {});
    }
  };
}
