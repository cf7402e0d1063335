/**
 * Build step: prerendered pages start loading their JavaScript only after the browser has painted them.
 *
 * React Router's HTML preloads every module in <head> and imports them from an inline module script,
 * so on a slow phone the scripts compete with the page for the network and the first paint waits for
 * them. The page is complete without them (it is prerendered), so here the preloads go and the
 * bootstrap imports the same modules once the first frame is painted. React adds the preload links
 * back when it hydrates (they are hoistable), and the server hashes the rewritten scripts for its CSP.
 *
 * The one script left running while the page is parsed, React Router's scroll restoration, is made to
 * skip what cannot matter on a first visit (see lightenScrollRestoration).
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

// <ScrollRestoration/>'s inline script as React Router prints it: `((storageKey2, restoreKey) => {…})("key", null)`.
const SCROLL_SCRIPT = /<script>\(\(storageKey2?, restoreKey\) => \{[\s\S]*?\}\)\(("[^"]*"), (null|"[^"]*")\)<\/script>/;

// The same steps, except that a history entry seen for the first time (a fresh visit, not a reload or
// a step back) skips reading sessionStorage: its key is made just now, so nothing can be stored under
// it. That read is the first use of sessionStorage, a synchronous call to the browser process queued
// behind the replaceState just before it, and it held up the parser for several milliseconds (once,
// under load, for 200). With a route's own key (`restoreKey`) the positions are still read.
const RESTORE_SCROLL = `(storageKey, restoreKey) => {
  if (!window.history.state || !window.history.state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    if (!restoreKey) return;
  }
  try {
    let positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
    let storedY = positions[restoreKey || window.history.state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}`;

/** Swaps React Router's scroll restoration script for RESTORE_SCROLL, called with the same arguments. */
export function lightenScrollRestoration(html: string): string {
  const match = SCROLL_SCRIPT.exec(html);
  if (!match) throw new Error("lightenScrollRestoration: no React Router scroll restoration script in the page");
  const [script, storageKey, restoreKey] = match;
  return html.replace(script, () => `<script>(${RESTORE_SCROLL})(${storageKey}, ${restoreKey})</script>`);
}

/** Rewrites the prerendered pages in a built client folder, e.g. ["/", "/404"]. */
export function deferHydrationInPages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, lightenScrollRestoration(deferHydration(readFileSync(file, "utf8"))));
  }
}
