/**
 * Vite plugin: the islands a first visit loads (each module's `firstScreenIslands`, app/site/modules.ts: the demo's
 * form, a model's form) in few files, for vite.config.ts's code splitting.
 *
 * Left to itself, the bundler cuts a chunk for every set of entries that share modules, and an island shares nearly
 * every module with some other island, a route or a worker: the demo's form came in 24 files under 1 KiB of its 32
 * (docs/speed.md). Here each first-screen island's module and all it imports go in one chunk named after it, and
 * what two of them share in one more ("first-screen"). A module the islands' script holds (scripts/build/islands-entry.ts)
 * or a library stays where the other groups put it. An island or a page that loads later and shares one of these
 * modules imports it from there.
 *
 * Only the islands of the modules that are on are named: a switched-off module's island is still in the module graph
 * (its dynamic import is dropped later, as dead code), and grouping its code would ship it in a live chunk.
 */
import { existsSync } from "node:fs";
import { basename, extname, join } from "node:path";

import type { Plugin } from "vite";

/** The chunk of the modules that two first-screen islands or more import. */
export const SHARED_CHUNK = "first-screen";

/**
 * The chunk of each module in the static graph of `roots` (chunk name to the island's module id): the root's own
 * name for a module only it reaches, `SHARED_CHUNK` for one that several reach. `skip` leaves a module, and what it
 * alone leads to, to the other groups.
 */
export function firstScreenChunkNames(
  roots: ReadonlyMap<string, string>,
  importedIds: (id: string) => readonly string[],
  skip: (id: string) => boolean,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, root] of roots) {
    const seen = new Set<string>();
    for (let waiting = [root], id = waiting.pop(); id !== undefined; id = waiting.pop()) {
      if (seen.has(id) || skip(id)) continue;
      seen.add(id);
      const known = names.get(id);
      names.set(id, known === undefined || known === name ? name : SHARED_CHUNK);
      waiting.push(...importedIds(id));
    }
  }
  return names;
}

export type FirstScreenChunksPlugin = Plugin & {
  /** The chunk a module of the browser build goes in, or null for the other groups (known once it is built). */
  chunkName: (id: string) => string | null;
};

/**
 * `islands` are the first-screen islands' files, from the project's root; `skip` names the modules another group
 * holds (the islands' script's).
 */
export function firstScreenChunks(islands: readonly string[], skip: (id: string) => boolean): FirstScreenChunksPlugin {
  let root = "";
  let names = new Map<string, string>();
  return {
    name: "first-screen-chunks",
    chunkName: (id) => names.get(id) ?? null,
    configResolved(config) {
      root = config.root;
      const missing = islands.filter((file) => !existsSync(join(root, file)));
      if (missing.length > 0) {
        throw new Error(
          `first-screen-chunks: no file ${missing.join(", ")}: app/site/modules.ts's firstScreenIslands must name ` +
            "each island's module as it is now",
        );
      }
    },
    // Known for the browser's build only: the server's keeps its own chunks.
    buildStart() {
      names = new Map();
    },
    buildEnd() {
      if (this.environment.name !== "client" || this.environment.config.command !== "build") return;
      const ids = new Set(this.getModuleIds());
      const roots = new Map<string, string>();
      for (const file of islands) {
        const id = join(root, file).replaceAll("\\", "/");
        if (!ids.has(id)) {
          return this.error(
            `first-screen-chunks: ${file} is not in the browser build, though its module is on: ` +
              "app/islands.ts must load it as an island",
          );
        }
        roots.set(basename(file, extname(file)), id);
      }
      names = firstScreenChunkNames(
        roots,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
        // A library, or a module of the bundler's own (its id starts with a NUL).
        (id) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith("\0") || skip(id),
      );
    },
  };
}
