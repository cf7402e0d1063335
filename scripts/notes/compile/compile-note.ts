/**
 * A note compiled to a JavaScript module by MDX (@mdx-js/mdx): its body as a React component, typeset
 * and highlighted here, at build time, so the reader's browser runs no math or highlighting code.
 *
 * Markdown notes and notebooks are documents: HTML in them (and every notebook output) is sanitised with
 * GitHub's rules. MDX notes are code, written by the owner, and are not.
 */
import { readFileSync } from "node:fs";

import { createProcessor, nodeTypes } from "@mdx-js/mdx";
import rehypeShiki from "@shikijs/rehype";
import type { Root } from "hast";
import { sanitize } from "hast-util-sanitize";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeKatex from "rehype-katex";
import rehypeRaw from "rehype-raw";
import rehypeSlug from "rehype-slug";
import type { PluggableList } from "unified";
import { VFile } from "vfile";

import { noteWords } from "#app/content/writing";

import { readFrontMatter } from "../front-matter";
import { remarkSyntax } from "../markdown";
import { atLine, NoteError } from "../note-error";
import { notebookTree } from "../notebooks/notebook-tree";
import { readNotebook } from "../notebooks/read-notebook";
import { rehypeAccessible } from "./rehype-accessible";
import { rehypeImageImports } from "./rehype-image-imports";
import { rehypeMermaid } from "./rehype-mermaid";
import { rehypeNoteExports } from "./rehype-note-exports";
import { noteHtmlSchema } from "./sanitize-schema";

/** Code in both of the site's themes: the colours are CSS variables that app/styles/notes.css picks from. */
const CODE_THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

const sanitizeHtml = () => (tree: Root) => sanitize(tree, noteHtmlSchema) as Root;

function rehypePlugins(format: "md" | "mdx" | "ipynb", notebook?: string): PluggableList {
  const untrusted: PluggableList = format === "mdx" ? [] : [[rehypeRaw, { passThrough: nodeTypes }], sanitizeHtml];
  return [
    ...untrusted,
    // After sanitising, which drops embedded SVG: the diagrams are drawn here, from the block's text.
    rehypeMermaid,
    rehypeImageImports,
    [rehypeKatex, { throwOnError: false, strict: "warn" }],
    [
      rehypeShiki,
      {
        themes: CODE_THEMES,
        defaultColor: false,
        lazy: true,
        langs: [],
        defaultLanguage: "text",
        fallbackLanguage: "text",
      },
    ],
    rehypeSlug,
    [rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-anchor"] } }],
    rehypeAccessible,
    [rehypeNoteExports, { notebook }],
  ];
}

function processor(format: "md" | "mdx" | "ipynb", notebook?: string) {
  return createProcessor({
    format: format === "mdx" ? "mdx" : "md",
    jsxImportSource: "react",
    remarkPlugins: remarkSyntax,
    remarkRehypeOptions: {
      footnoteLabel: noteWords.footnotes,
      footnoteBackLabel: (index) => noteWords.footnoteBack(index + 1),
    },
    rehypePlugins: rehypePlugins(format, notebook),
  });
}

/** Warnings (KaTeX's, for one) as the build prints them: file, line, message. */
function warnings(file: VFile): string[] {
  return file.messages.map((message) => atLine(file.path, message.line ?? undefined, message.reason));
}

/** Compiles one note file; a problem in it becomes a NoteError naming the file and line. */
export async function compileNote(path: string): Promise<{ code: string; warnings: string[] }> {
  const text = readFileSync(path, "utf8");
  const format = path.endsWith(".ipynb") ? "ipynb" : path.endsWith(".mdx") ? "mdx" : "md";
  try {
    if (format === "ipynb") {
      const file = new VFile({ path, value: text });
      const compiler = processor(format, path);
      // MDX's processor is typed for text in; a notebook comes in as the Markdown tree it parses into.
      const mdast = notebookTree(readNotebook(text, path), path) as unknown as Parameters<typeof compiler.run>[0];
      const tree = await compiler.run(mdast, file);
      file.value = compiler.stringify(tree, file);
      return { code: String(file.value), warnings: warnings(file) };
    }
    const file = new VFile({ path, value: readFrontMatter(text, path).body });
    await processor(format).process(file);
    return { code: String(file.value), warnings: warnings(file) };
  } catch (error) {
    if (error instanceof NoteError) throw error;
    const place = (error as { place?: { line?: number; start?: { line?: number } } }).place;
    throw new NoteError(path, place?.start?.line ?? place?.line, (error as Error).message);
  }
}
