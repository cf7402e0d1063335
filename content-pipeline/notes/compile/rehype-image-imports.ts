/**
 * Images in a note become files of the build: each `<img>` whose source is a file beside the note (or a
 * notebook's figure, written out by notebooks/output-images.ts) is imported, so the bundler copies it
 * with a hashed name, and gets its width and height so the page does not shift as it loads. They load
 * lazily: a note's first screen is its title and first lines (a cover image is the page's, and eager), and
 * an eager figure further down was fetched, with a preload, before the page's first paint.
 *
 * What a note may not publish is refused with its file and line: a file outside the note's folder (or it could
 * publish any file of the machine that builds it), an image over the size limit or that is not one, a path on
 * the site with a backslash, and an image on another site unless site.ts's `copyRemoteImages` has the build copy
 * it (remote-images.ts). An SVG is published sanitised. A missing file is a warning.
 */
import { existsSync } from "node:fs";

import type { Element, Nodes, Parents, Root } from "hast";
import type { MdxJsxAttribute, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import { visitParents } from "unist-util-visit-parents";
import type { VFile } from "vfile";

import { ImageProblem, ownSize } from "../images/image-files";
import { NoteError } from "../note-error";
import { importDefault } from "./esm";
import { classify, fileBytes, srcsetCandidates } from "./image-sources";
import { copiedImage } from "./remote-images";

function attribute(name: string, value: unknown): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value: String(value) };
}

/** An attribute's value that is the binding `name` (an imported image's URL). */
function identifier(name: string) {
  return {
    type: "mdxJsxAttributeValueExpression" as const,
    value: name,
    data: {
      estree: {
        type: "Program" as const,
        sourceType: "module" as const,
        body: [{ type: "ExpressionStatement" as const, expression: { type: "Identifier" as const, name } }],
      },
    },
  };
}

function importedImage(image: Element, name: string, size: { width: unknown; height: unknown }): MdxJsxTextElementHast {
  const { src: _src, className, ...rest } = image.properties;
  const properties = {
    ...rest,
    width: size.width,
    height: size.height,
    loading: "lazy",
    decoding: "async",
  };
  const attributes = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => attribute(key, Array.isArray(value) ? value.join(", ") : value));
  if (Array.isArray(className)) attributes.push(attribute("className", className.join(" ")));
  return {
    type: "mdxJsxTextElement",
    name: "img",
    attributes: [{ type: "mdxJsxAttribute", name: "src", value: identifier(name) }, ...attributes],
    children: [],
  };
}

/** The line of a node, or of its nearest ancestor that has one (a notebook output's HTML has its cell's). */
function lineOf(node: Nodes, ancestors: readonly Parents[]): number | undefined {
  return [node, ...[...ancestors].reverse()].find((at) => at.position)?.position?.start.line;
}

/** The words a message gives for where an image must come from instead. */
const REMOTE_ADVICE =
  "save it beside the note and name that file, or set `copyRemoteImages: true` in app/content/site.ts to have the build copy it";

export function rehypeImageImports(options: { copyRemote: boolean }) {
  return async (tree: Root, file: VFile) => {
    const imports = new Map<string, string>();
    const importName = (path: string) => {
      const name = imports.get(path) ?? `_image${imports.size}`;
      imports.set(path, name);
      return name;
    };
    const refuse = (src: string, problem: string, line: number | undefined): never => {
      throw new NoteError(file.path, line, `the image ${src} ${problem}`);
    };
    const copies: Promise<void>[] = [];
    /** Copies a remote image (copyRemoteImages: true) and hands its file to `use`, or refuses it. */
    const copy = (src: string, line: number | undefined, use: (copied: { path: string; bytes: Buffer }) => void) => {
      if (!options.copyRemote) refuse(src, `is on another site: ${REMOTE_ADVICE}`, line);
      copies.push(
        copiedImage(src)
          .then(use)
          .catch((error: unknown) => {
            if (error instanceof ImageProblem) refuse(src, error.message, line);
            throw error;
          }),
      );
    };

    visitParents(tree, "element", (node, ancestors) => {
      const line = lineOf(node, ancestors);
      // <picture><source srcset>: a candidate on another site or off the site is refused, or, when copying, left
      // out (the <img> in the picture is the one copied).
      const srcSet = node.properties.srcSet;
      if (typeof srcSet === "string" || Array.isArray(srcSet)) {
        const kept = srcsetCandidates(Array.isArray(srcSet) ? srcSet.join(", ") : srcSet).filter(({ url }) => {
          const source = classify(url, file.path);
          if (source.kind === "refused") refuse(url, source.problem, line);
          if (source.kind === "remote" && !options.copyRemote) {
            refuse(url, `is on another site: ${REMOTE_ADVICE}`, line);
          }
          return source.kind !== "remote";
        });
        node.properties.srcSet = kept.length > 0 ? kept.map(({ text }) => text).join(", ") : undefined;
      }
      const parent = ancestors.at(-1);
      if (node.tagName !== "img" || typeof node.properties.src !== "string" || !parent) return;
      const src = node.properties.src;
      const source = classify(src, file.path);
      const place = (bytesPath: string, bytes: Buffer) => {
        const declared = { width: node.properties.width, height: node.properties.height };
        const size = declared.width && declared.height ? declared : ownSize(bytes);
        parent.children[parent.children.indexOf(node)] = importedImage(
          node,
          importName(bytesPath),
          size,
        ) as unknown as Element;
      };
      try {
        if (source.kind === "refused") refuse(src, source.problem, line);
        if (source.kind === "remote") return copy(src, line, (copied) => place(copied.path, copied.bytes));
        if (source.kind !== "file") return;
        if (!existsSync(source.path)) {
          // A warning, not a failure: a notebook's HTML output may name images it never had.
          file.message(`no image at ${src}: it is left as a link that leads nowhere`, {
            place: line ? { line, column: 1 } : undefined,
          });
          return;
        }
        const published = fileBytes(source.path);
        place(published.path, published.bytes);
      } catch (error) {
        if (error instanceof ImageProblem) refuse(src, error.message, line);
        throw error;
      }
    });
    // An MDX note's own <img src="…"> (JSX, so not an element above): the same rules for a written-out source.
    visitParents(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node, ancestors) => {
      const jsx = node as unknown as MdxJsxTextElementHast;
      if (jsx.name !== "img") return;
      const attr = jsx.attributes.find(
        (at): at is MdxJsxAttribute =>
          at.type === "mdxJsxAttribute" && at.name === "src" && typeof at.value === "string",
      );
      if (!attr) return;
      const src = attr.value as string;
      const source = classify(src, file.path);
      const line = lineOf(node as unknown as Nodes, ancestors);
      if (source.kind === "refused") refuse(src, source.problem, line);
      if (source.kind === "remote") copy(src, line, (copied) => (attr.value = identifier(importName(copied.path))));
    });
    await Promise.all(copies);
    // `?no-inline`: each stays a file, however small (Vite would inline those under 4 KiB as data: URLs).
    tree.children.unshift(...[...imports].map(([path, name]) => importDefault(name, `${path}?no-inline`)));
  };
}
