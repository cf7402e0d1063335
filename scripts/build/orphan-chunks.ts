/**
 * Drops the build's script chunks that nothing names: no page, no other script, no stylesheet. The bundler still
 * writes a chunk for a dynamic import it then removed as dead code (behind a module the owner switched off:
 * app/site/switches.ts), and such a file would ship with the site, words and all, though no visitor could load it.
 * Nothing the site loads is lost: a chunk a page, a stylesheet or another kept file names stays, and so does
 * everything it names.
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
  // From what the site serves as it is (pages, stylesheets, JSON, files outside assets/), each chunk that a kept
  // file names: two dead chunks that name each other (an island and the lazy part it imports) are not kept.
  const kept = new Set(files.filter((file) => !chunks.includes(file)));
  for (let reached = [...kept]; reached.length > 0; ) {
    const namers = reached.map((file) => texts.get(file)!);
    reached = chunks.filter(
      (chunk) => !kept.has(chunk) && namers.some((text) => text.includes(chunk.slice("assets/".length))),
    );
    for (const chunk of reached) kept.add(chunk);
  }
  const removed = chunks.filter((chunk) => !kept.has(chunk));
  for (const chunk of removed) rmSync(join(clientDir, chunk));
  return removed;
}
