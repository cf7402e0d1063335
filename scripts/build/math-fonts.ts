/**
 * Build step: a page with math gets KaTeX's fonts cut down to the characters its math shows.
 *
 * KaTeX typesets with its own web fonts, and a page's first formula fetches at least two of them, 42 KB of
 * woff2, over a connection of their own (fonts are fetched without credentials). Here each KaTeX font a page's
 * stylesheet names is subset (HarfBuzz, through subset-font) to the characters of that page's rendered math,
 * written beside the original under a name with its content's hash, and named in that page's stylesheet
 * instead; about 5 KB each. The other sources of each @font-face (woff, ttf) stay, for browsers without woff2.
 * Measured in docs/speed.md.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import subsetFont from "subset-font";

import { attribute, elements, parseHtml, textContent } from "#content-pipeline/html-document";

/** A KaTeX font as the built stylesheets name it: /assets/KaTeX_Main-Regular-<hash>.woff2. */
const KATEX_FONT = /\/assets\/(KaTeX_[A-Za-z0-9]+-[A-Za-z0-9]+)-[\w-]+\.woff2/g;

/** The characters of a page's rendered math (KaTeX's `katex-html`; the MathML beside it is not shown), sorted. */
export function mathCharacters(html: string): string {
  const characters = new Set<string>();
  for (const element of elements(parseHtml(html))) {
    if (!attribute(element, "class")?.split(/\s+/).includes("katex-html")) continue;
    for (const inner of [element, ...elements(element)])
      for (const character of textContent(inner)) characters.add(character);
  }
  return [...characters].sort().join("");
}

/** Writes `font` cut down to `characters` into the client folder's assets (once); returns its path there. */
async function subsetFile(clientDir: string, font: string, name: string, characters: string): Promise<string> {
  const subset = await subsetFont(readFileSync(join(clientDir, font)), characters, { targetFormat: "woff2" });
  const hash = createHash("sha256").update(subset).digest("base64url").slice(0, 10);
  const path = `/assets/${name}-${hash}.woff2`;
  if (!existsSync(join(clientDir, path))) writeFileSync(join(clientDir, path), subset);
  return path;
}

/** The page's HTML with every KaTeX woff2 its stylesheets name replaced by one cut down to its math. */
export async function withMathFontsSubset(clientDir: string, html: string): Promise<string> {
  const characters = mathCharacters(html);
  if (!characters) return html;
  let page = html;
  for (const [font, name] of new Map([...html.matchAll(KATEX_FONT)].map((match) => [match[0], match[1]!]))) {
    page = page.replaceAll(font, await subsetFile(clientDir, font, name, characters));
  }
  return page;
}

/** Subsets the math fonts of the prerendered pages (e.g. ["/notes/odds"]) in a built client folder. */
export async function subsetMathFontsInPages(clientDir: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    const html = readFileSync(file, "utf8");
    const subset = await withMathFontsSubset(clientDir, html);
    if (subset !== html) writeFileSync(file, subset);
  }
}
