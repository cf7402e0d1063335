/**
 * A note compiled to a JavaScript module by MDX (@mdx-js/mdx): its body as a React component, typeset
 * and highlighted here, at build time, so the reader's browser runs no math or highlighting code.
 *
 * Markdown notes and notebooks are documents: HTML in them (and every notebook output) is sanitised with
 * GitHub's rules. MDX notes are code, written by the owner, and are not.
 */
import { createProcessor, nodeTypes } from "@mdx-js/mdx";
import rehypeShiki from "@shikijs/rehype";
import type { Root } from "hast";
import { sanitize } from "hast-util-sanitize";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeKatex from "rehype-katex";
import rehypeRaw from "rehype-raw";
import rehypeSlug from "rehype-slug";
import { createCssVariablesTheme } from "shiki";
import type { PluggableList } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";

import { site } from "#app/content/site";
import type { Site } from "#app/site/content-types";
import { noteWords } from "#app/words/publishing/writing";

import { atLine, NoteError } from "../note-error";
import { notebookTree } from "../notebooks/notebook-tree";
import { readNotebook } from "../notebooks/read-notebook";
import { remarkBareMath } from "../parse/bare-math";
import { readFrontMatter } from "../parse/front-matter";
import { remarkSyntax } from "../parse/markdown";
import { remarkMdxWarnings } from "../parse/mdx-warnings";
import { readNoteText } from "../read-note";
import { rehypeAccessible } from "./rehype-accessible";
import { rehypeImageImports } from "./rehype-image-imports";
import { rehypeMermaid } from "./rehype-mermaid";
import { rehypeNoteExports } from "./rehype-note-exports";
import { rehypePrintable } from "./rehype-printable";
import { rehypeSiteLinks } from "./rehype-site-links";
import { noteHtmlSchema } from "./sanitize-schema";

/**
 * Code in the site's own colours: every token's colour is a CSS variable (`var(--code-token-keyword)`), which
 * app/styles/notes.css sets from the theme's tokens (app/content/theme.css), so code follows the owner's palette and
 * the dark theme with it, rather than a palette of Shiki's.
 */
const CODE_THEME = createCssVariablesTheme({ name: "site-tokens", variablePrefix: "--code-", fontStyle: true });

const sanitizeHtml = () => (tree: Root) => sanitize(tree, noteHtmlSchema) as Root;

/**
 * KaTeX's settings, new for each note (KaTeX writes a note's \gdef into its macros). `\label`, which KaTeX does not
 * know and printed in red, takes its argument and shows nothing, as LaTeX does: KaTeX numbers equations with
 * `\tag` only, and has no `\ref` to point at a label, so a `\ref` or `\eqref` stays a warning at its line.
 */
function katexOptions() {
  return { throwOnError: false, strict: "warn", macros: { "\\label": "\\vphantom{#1}" } };
}

/**
 * remark-math gives display math's position to its `<pre>`, and rehype-katex reports a formula it cannot read at
 * its `<code>`'s: the code takes its pre's, so every KaTeX warning has its line.
 */
function rehypeMathPlaces() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "pre" || !node.position) return;
      for (const child of node.children) {
        if (child.type === "element" && child.tagName === "code") child.position ??= node.position;
      }
    });
  };
}

function rehypePlugins(format: "md" | "mdx" | "ipynb", notebook?: string): PluggableList {
  const untrusted: PluggableList = format === "mdx" ? [] : [[rehypeRaw, { passThrough: nodeTypes }], sanitizeHtml];
  return [
    ...untrusted,
    rehypePrintable,
    rehypeSiteLinks,
    // After sanitising, which drops embedded SVG: the diagrams are drawn here, from the block's text.
    rehypeMermaid,
    [rehypeImageImports, { copyRemote: (site as Site).copyRemoteImages ?? false }],
    rehypeMathPlaces,
    [rehypeKatex, katexOptions()],
    [
      rehypeShiki,
      {
        theme: CODE_THEME,
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
    // Notebooks' Markdown cells have theirs when they are read (read-notebook.ts); MDX reads braces as code.
    remarkPlugins:
      format === "md"
        ? [...remarkSyntax, remarkBareMath]
        : format === "mdx"
          ? [...remarkSyntax, remarkMdxWarnings]
          : remarkSyntax,
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
  const text = readNoteText(path);
  const format = path.endsWith(".ipynb") ? "ipynb" : path.endsWith(".mdx") ? "mdx" : "md";
  try {
    if (format === "ipynb") {
      const file = new VFile({ path, value: text });
      const compiler = processor(format, path);
      // MDX's processor is typed for text in; a notebook comes in as the Markdown tree it parses into.
      const read = readNotebook(text, path);
      for (const { line, message } of read.warnings) file.message(message, line ? { place: { line, column: 1 } } : {});
      const tree = notebookTree(read, path, (message, line) =>
        file.message(message, line ? { place: { line, column: 1 } } : {}),
      );
      const mdast = tree as unknown as Parameters<typeof compiler.run>[0];
      const compiled = await compiler.run(mdast, file);
      file.value = compiler.stringify(compiled, file);
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
