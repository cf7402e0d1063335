/**
 * Vite plugin: the islands a first visit loads (each module's `firstScreenIslands`, app/site/modules.ts: the demo's
 * form, a model's form) in few files, for vite.config.ts's code splitting.
 *
 * Left to itself, the bundler cuts a chunk for every set of entries that share modules, and an island shares nearly
 * every module with some other island, a route or a note: the demo's form came in 32 files, 24 of them under 1 KiB
 * (docs/speed.md). Here the modules a first-screen island imports (its whole static graph, less React's and the
 * islands' script's) go in two chunks: those only it imports, in one named after it, and those it shares with the
 * other first-screen island or with another page, in `first-screen`. So another page (the landing page's contact
 * form, a note) fetches `first-screen` for a button or the site's words, never a form's own chunk. The form's own
 * feature (app/features/<feature>/) imports from both: its islands come on its page after it, and a component of it
 * that another page shows (a note's live verdict) fetches the form's chunk with it.
 *
 * The group takes each module alone, not with what it imports (vite.config.ts), so that the two sets stay apart; that
 * cannot make two chunks import each other, since what another page reaches, all it imports is reached too. A chunk
 * that adds exports to an entry's is then allowed (`preserveEntrySignatures`): React Router asks for an entry's own
 * exports only, which stay.
 *
 * Only the islands of the modules that are on are named: a switched-off module's island is still in the module graph
 * (its dynamic import is dropped later, as dead code), and grouping its code would ship it in a live chunk.
 */
import { existsSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";

import type { Plugin } from "vite";

/** The island component: a route whose module reaches it renders a page made of islands, which loads no route. */
const ISLAND = "app/lib/islands/island.tsx";
const ROUTE = /[\\/]app[\\/]routes[\\/]/;

/** The chunk of the modules that a first-screen island shares with another, or with another page. */
export const SHARED_CHUNK = "first-screen";

/**
 * The chunk of each module in the static graph of `roots` (chunk name to the island's module id): the root's own name
 * for a module only it reaches, and `SHARED_CHUNK` for one that several reach or that another page loads (`theirs`).
 * `skip` leaves a module, and what it alone leads to, to the other groups.
 */
export function firstScreenChunkNames(
  roots: ReadonlyMap<string, string>,
  importedIds: (id: string) => readonly string[],
  skip: (id: string) => boolean,
  theirs: (id: string) => boolean,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, root] of roots) {
    for (const id of reachable([root], importedIds, skip)) {
      const known = names.get(id);
      names.set(id, theirs(id) || (known !== undefined && known !== name) ? SHARED_CHUNK : name);
    }
  }
  return names;
}

/** The modules `from` reach by static imports, themselves included, not going into one `stop` names. */
export function reachable(
  from: Iterable<string>,
  importedIds: (id: string) => readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  for (let waiting = [...from], id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    waiting.push(...importedIds(id));
  }
  return seen;
}

/** The folder of a module's feature (app/features/<feature>/), or its own folder outside the features. */
export function featureFolder(id: string): string {
  return /^.*?[\\/]app[\\/]features[\\/][^\\/]+[\\/]/.exec(id)?.[0] ?? `${dirname(id)}/`;
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
    // See above: React Router asks for "exports-only", which the bundler refuses beside a group that takes modules
    // alone.
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
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
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // The bundler's runtime, or a module the islands' script holds.
      const elsewhere = (id: string) => id.startsWith("\0rolldown/") || skip(id);
      // What another page may load: every entry and dynamic import of the build, less those of the first-screen
      // islands' own features (app/features/<feature>/, whose pages load them after the island), and less the routes
      // of pages made of islands, which no page loads (lib/islands/island.tsx). What the first-screen islands share
      // with them goes in a chunk of its own, so that such a page fetches neither form's chunk for it.
      const island = join(root, ISLAND).replaceAll("\\", "/");
      const features = [...roots.values()].map(featureFolder);
      const others = [...ids].filter((id) => {
        const info = this.getModuleInfo(id);
        if (!info || (!info.isEntry && info.dynamicImporters.length === 0)) return false;
        if (features.some((folder) => id.startsWith(folder))) return false;
        return !(ROUTE.test(id) && reachable([id], imports).has(island));
      });
      const theirs = reachable(others, imports, elsewhere);
      names = firstScreenChunkNames(roots, imports, elsewhere, (id) => theirs.has(id));
    },
  };
}
