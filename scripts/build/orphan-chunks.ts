/**
 * Drops the build's script chunks that nothing names: no page, no other script, no stylesheet. The bundler still
 * writes a chunk for a dynamic import it then removed as dead code (behind a module the owner switched off:
 * app/site/switches.ts), and such a file would ship with the site, words and all, though no visitor could load it.
 * Nothing the site loads is lost: a chunk any served file names stays, and so does everything it names.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

/** The files that can name a chunk: every page, script, stylesheet and JSON the site serves. */
const REFERRER = /\.(?:html|js|mjs|css|json|webmanifest)$/;

export function removeOrphanChunks(clientDir: string): string[] {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    // Vite's own manifest lists every chunk, and is never served.
    .filter((file) => REFERRER.test(file) && !file.startsWith(".vite"));
  const texts = new Map(files.map((file) => [file, readFileSync(join(clientDir, file), "utf8")]));
  const chunks = files.filter((file) => /^assets\/[^/]+\.js$/.test(file));
  const removed: string[] = [];
  // A chunk only an orphan names is an orphan too: until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const chunk of chunks) {
      if (removed.includes(chunk)) continue;
      const name = chunk.slice("assets/".length);
      const named = [...texts].some(([file, text]) => file !== chunk && !removed.includes(file) && text.includes(name));
      if (named) continue;
      removed.push(chunk);
      changed = true;
    }
  }
  for (const chunk of removed) rmSync(join(clientDir, chunk));
  return removed;
}
