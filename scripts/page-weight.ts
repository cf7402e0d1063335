/**
 * What a prerendered page makes the browser download as JavaScript as it starts: every module it
 * preloads or imports from its HTML, with their static imports (not the chunks loaded on demand).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** JavaScript budgets per page, gzip bytes (issue: "/" ≤ 120 KiB, the demo ≤ 135 KiB). */
export const JS_BUDGETS = {
  "/": 120 * 1024,
  "/projects/loan-predict": 135 * 1024,
} as const;

export type PagePath = keyof typeof JS_BUDGETS;

/** The script URLs a page's HTML loads at start-up: modulepreload links, script src, and imports in inline modules. */
export function firstPaintScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const block of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Static imports, and the dynamic ones the page's bootstrap makes at start-up (see defer-hydration.ts).
    for (const match of block[1]!.matchAll(/import(?:[^"'(]*from)?\s*\(?\s*["']([^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  return [...urls];
}

export type PageWeight = { path: string; scripts: { url: string; gzipBytes: number }[]; gzipBytes: number };

// A module's static imports (`import{a}from"./x.js"`, `import"./x.js"`), not its dynamic `import("./x.js")`.
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/** The page's start-up scripts and every module they statically import, in load order. */
function withStaticImports(clientDir: string, urls: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) visit(new URL(match[1]!, `http://site${url}`).pathname);
  };
  urls.forEach(visit);
  return [...seen];
}

/** Measures a built page: the gzip size (level 9) of each script it loads at start-up, and their sum. */
export function measurePage(clientDir: string, path: string): PageWeight {
  const htmlFile = join(clientDir, path === "/" ? "index.html" : `${path}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const scripts = withStaticImports(clientDir, firstPaintScripts(html)).map((url) => ({
    url,
    gzipBytes: gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
  }));
  return { path, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
