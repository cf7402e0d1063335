/**
 * Build step: the search's index, written by Pagefind (its Node API, which runs Pagefind's binary from the npm
 * package for this platform) from the built pages themselves, so what is found is what the pages show. Only
 * the parts a page marks `data-pagefind-body` are indexed: a note's or case study's article, the publications'
 * list (features/notes/note/note-page.tsx, features/publications/page/publications-page.tsx); every other page is
 * left out. Pagefind reads each page's `<html lang>` and stems words in that language, and the search page
 * (lang alike) loads the same language's index. The browser then fetches only the parts of the index a query
 * needs, from /pagefind/.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import * as pagefind from "pagefind";

/** Where the index goes in the built site, and the paths the search page loads it from. */
export const SEARCH_INDEX_DIR = "pagefind";

/**
 * The search page and Pagefind's files run WebAssembly (the index is read by Pagefind's WASM module, in a worker
 * Pagefind starts): only these paths get 'wasm-unsafe-eval' in their CSP (server/csp.ts). A path ending in "/" is
 * a folder.
 */
export function webAssemblyPaths(searchPath: string): string[] {
  return [searchPath, `/${SEARCH_INDEX_DIR}/`];
}

/**
 * What a page shows twice: KaTeX's HTML (its MathML and TeX stay, indexed once) and a Mermaid diagram's source
 * (its labels are indexed from the drawing).
 */
const EXCLUDED = [".katex-html", ".mermaid-source"];

/** Pagefind's own search interfaces, which the site does not use (its search page has its own, in its words). */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export type SearchIndexReport = { pages: number; files: string[] };

/**
 * Indexes every HTML page in `clientDir` and writes the index to `clientDir/pagefind/`. Fails the build with
 * Pagefind's own message when it reports an error, or when no page has anything to index while the site has a
 * search page.
 */
export async function writeSearchIndex(clientDir: string): Promise<SearchIndexReport> {
  // Without a single marked part Pagefind would index every page whole, menus, CV and 404 included.
  const marked = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).some(
    (name) => name.endsWith(".html") && readFileSync(join(clientDir, name), "utf8").includes("data-pagefind-body"),
  );
  if (!marked) throw new Error("search index: no page has a part marked data-pagefind-body");
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
    if (!index) throw new Error(`search index: Pagefind could not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: clientDir, glob: "**/*.html" });
    if (added.errors.length > 0) throw new Error(`search index: ${added.errors.join("; ")}`);
    const outputPath = join(clientDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join("; ")}`);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(join(outputPath, name));
    return { pages: added.page_count, files: readdirSync(outputPath, { recursive: true, encoding: "utf8" }).sort() };
  } finally {
    await pagefind.close();
  }
}
