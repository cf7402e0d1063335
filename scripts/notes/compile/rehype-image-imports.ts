/**
 * Images in a note become files of the build: each `<img>` whose source is a file beside the note (or a
 * notebook's figure, written out by notebooks/output-images.ts) is imported, so the bundler copies it
 * with a hashed name, and gets its width and height so the page does not shift as it loads. They load
 * lazily: a note's first screen is its title and first lines (a cover image is the page's, and eager), and
 * an eager figure further down was fetched, with a preload, before the page's first paint. A source outside
 * the note's folder is refused, so a note cannot publish other files of the machine that builds it; a
 * missing file is a warning.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";

import type { Element, Root } from "hast";
import { imageSize } from "image-size";
import type { MdxJsxAttribute, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

import { NoteError } from "../note-error";
import { IMAGE_CACHE } from "../notebooks/output-images";
import { importDefault } from "./esm";

const inside = (folder: string, path: string) =>
  !relative(folder, path).startsWith("..") && !isAbsolute(relative(folder, path));

/** The file an image source names, if it is one the note may publish. */
function imageFile(src: string, noteFile: string): string | undefined {
  // A notebook's figure: a file notebooks/output-images.ts wrote.
  if (inside(IMAGE_CACHE, resolve(src))) return resolve(src);
  // Anything with a scheme, a path on the site (public/) or a fragment is a URL, left as it is.
  if (/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(src)) return undefined;
  const folder = dirname(noteFile);
  const path = resolve(folder, decodeURI(src.split(/[?#]/)[0]!));
  if (!inside(folder, path)) throw new NoteError(noteFile, undefined, `the image ${src} is outside the note's folder`);
  return path;
}

function attribute(name: string, value: unknown): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value: String(value) };
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
    .map(([key, value]) => attribute(key, value));
  if (Array.isArray(className)) attributes.push(attribute("className", className.join(" ")));
  const src = {
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
  return {
    type: "mdxJsxTextElement",
    name: "img",
    attributes: [{ type: "mdxJsxAttribute", name: "src", value: src }, ...attributes],
    children: [],
  };
}

export function rehypeImageImports() {
  return (tree: Root, file: VFile) => {
    const imports = new Map<string, string>();
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "img" || typeof node.properties.src !== "string" || !parent || index === undefined) return;
      const path = imageFile(node.properties.src, file.path);
      if (!path) return;
      if (!existsSync(path)) {
        // A warning, not a failure: a notebook's HTML output may name images it never had.
        file.message(`no image at ${node.properties.src}: it is left as a link that leads nowhere`, node);
        return;
      }
      const name = imports.get(path) ?? `_image${imports.size}`;
      imports.set(path, name);
      const declared = { width: node.properties.width, height: node.properties.height };
      const size = declared.width && declared.height ? declared : imageSize(readFileSync(path));
      parent.children[index] = importedImage(node, name, size) as unknown as Element;
    });
    // `?no-inline`: each stays a file, however small (Vite would inline those under 4 KiB as data: URLs).
    tree.children.unshift(...[...imports].map(([path, name]) => importDefault(name, `${path}?no-inline`)));
  };
}
