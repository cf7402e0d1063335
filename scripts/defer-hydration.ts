/**
 * Build step: prerendered pages start loading their JavaScript only after the browser has painted them.
 *
 * React Router's HTML preloads every module in <head> and imports them from an inline module script,
 * so on a slow phone the scripts compete with the page for the network and the first paint waits for
 * them. The page is complete without them (it is prerendered), so here the preloads go and the
 * bootstrap imports the same modules once the first frame is painted. React adds the preload links
 * back when it hydrates (they are hoistable), and the server hashes the rewritten script for its CSP.
 */

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";\s*$/gm;

export function deferHydration(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) throw new Error("deferHydration: no React Router bootstrap script in the page");
  const body = match[1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  if (imports.length === 0) throw new Error("deferHydration: the bootstrap script imports nothing");

  const names = imports.map(({ name }) => name ?? "").join(", ");
  const urls = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const bootstrap =
    // A timeout queued from an animation frame runs once that frame has been painted.
    `await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n` +
    `const [${names}] = await Promise.all([${urls}]);\n${rest}`;

  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(match[0], `<script type="module">${bootstrap}</script>`);
}

/** Rewrites the prerendered pages in a built client folder, e.g. ["/", "/404"]. */
export function deferHydrationInPages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  }
}
