/**
 * Sizes the docs quote that need no build: what `npm ci --omit=dev` installs (from the lockfile), KaTeX's style
 * sheet and fonts (as the pinned package ships them) and the publications page's inline scripts (from the code).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { COPY_SCRIPT } from "#app/features/publications/page/copy-bibtex";
import { FILTER_SCRIPT } from "#app/features/publications/page/publication-filter";

import { type DocFigure, pinned, readRepoFile, release, ROOT } from "./figures";

/** Bytes as the docs write a small size, in thousands: 3.5 KB. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** A file's size once compressed as the site's weights are (scripts/site/page-weight.ts): gzip at level 9. */
const gzipped = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

// Every package the lockfile does not mark dev-only, as `npm ci --omit=dev` installs them (optional peers too).
const lockfile = JSON.parse(readRepoFile("package-lock.json")) as { packages: Record<string, { dev?: boolean }> };
const productionPackages = Object.entries(lockfile.packages).filter(([path, entry]) => path && !entry.dev).length;

const katex = join(ROOT, "node_modules", "katex", "dist");
const katexCss = gzipped(readFileSync(join(katex, "katex.min.css")));
// The fonts a formula's letters, digits and operators are drawn in (the sizes, script and fraktur faces are small).
const textFonts = readdirSync(join(katex, "fonts"))
  .filter((name) => /^KaTeX_(Main|Math|AMS)-\w+\.woff2$/.test(name))
  .map((name) => Math.round(readFileSync(join(katex, "fonts", name)).length / 1000));

const publications = "docs/publications.md";
const writing = "docs/writing.md";

export const SIZE_FIGURES: DocFigure[] = [
  {
    doc: "docs/deploy.md",
    says: `${productionPackages} packages and`,
    from: "package-lock.json (its packages not marked dev)",
  },
  {
    doc: writing,
    says: `KaTeX's style sheet (about ${kb(katexCss)} gzip)`,
    from: "node_modules/katex/dist/katex.min.css (gzip at level 9)",
  },
  {
    doc: writing,
    says: `instead of ${Math.min(...textFonts)}–${Math.max(...textFonts)} KB)`,
    from: "node_modules/katex/dist/fonts/ (the Main, Math and AMS woff2 files)",
  },
  // The search's weights are measured on a build; the version they were measured with is named beside them.
  {
    doc: writing,
    says: `(Pagefind ${release(pinned("pagefind"), 2)}'s files in the test build`,
    from: "package.json's pinned version of pagefind",
  },
  {
    doc: publications,
    says: `the filter's (${kb(Buffer.byteLength(FILTER_SCRIPT))}, ${kb(gzipped(FILTER_SCRIPT))} gzip)`,
    from: "app/features/publications/page/publication-filter.tsx (FILTER_SCRIPT, gzip at level 9)",
  },
  {
    doc: publications,
    says: `Copy BibTeX's (${kb(Buffer.byteLength(COPY_SCRIPT))}, ${kb(gzipped(COPY_SCRIPT))} gzip)`,
    from: "app/features/publications/page/copy-bibtex.tsx (COPY_SCRIPT, gzip at level 9)",
  },
];
