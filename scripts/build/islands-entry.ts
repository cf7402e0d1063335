/**
 * Vite plugin: the islands' script (app/entry.islands.ts) as an entry of the browser build, beside React Router's
 * own, in one file with everything it imports, and that file's address for the pages that load it
 * ("virtual:islands-entry", read by app/root.tsx).
 *
 * A page built from islands (app/lib/islands/island.tsx) ships none of React Router's scripts: only this one, which
 * starts the page's behaviours and hydrates each island on its own when it is wanted. Its file name has a hash, known
 * once the browser build has written it; React Router builds the browser first and prerenders with the server build
 * after, which this plugin (one instance for both builds) gives the name to.
 *
 * One file: a module the script shares with React Router's routes or with an island (the theme's helpers, the
 * preload helper every dynamic import uses) would otherwise be a file of its own, each a request of a few hundred
 * bytes on every first visit. So the browser build groups the script's whole static import graph into one chunk
 * (`inEntryGraph`, for vite.config.ts's code splitting), and the page loads that chunk itself (the entry's own
 * chunk would only re-export it). Another chunk may import helpers from it: the script starts only on a page that
 * says it is made of islands.
 */
import { join } from "node:path";

import type { Plugin } from "vite";

/** The entry, from the project's root. */
export const ISLANDS_ENTRY = "app/entry.islands.ts";
const VIRTUAL = "virtual:islands-entry";
const RESOLVED = `\0${VIRTUAL}`;

export type IslandsEntryPlugin = Plugin & {
  /** Whether a module of the browser build is in the islands' script's static import graph (known once it is built). */
  inEntryGraph: (id: string) => boolean;
};

export function islandsEntry(): IslandsEntryPlugin {
  let root = "";
  let serving = false;
  let fileName: string | undefined;
  const graph = new Set<string>();
  return {
    name: "islands-entry",
    inEntryGraph: (id) => graph.has(id),
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    buildStart() {
      if (this.environment.name === "client" && !serving) {
        this.emitFile({ type: "chunk", id: join(root, ISLANDS_ENTRY), name: "islands" });
      }
    },
    buildEnd() {
      if (this.environment.name !== "client" || serving) return;
      const entry = join(root, ISLANDS_ENTRY);
      const waiting = [entry];
      graph.clear();
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (graph.has(id)) continue;
        graph.add(id);
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const entry = join(root, ISLANDS_ENTRY);
      const chunk = Object.values(bundle).find((output) => output.type === "chunk" && output.moduleIds.includes(entry));
      if (!chunk || chunk.type !== "chunk") return this.error(`islands-entry: no chunk holds ${ISLANDS_ENTRY}`);
      if (chunk.imports.length > 0) {
        this.error(
          `islands-entry: the islands' script imports other files (${chunk.imports.join(", ")}), each a request on ` +
            "every first visit: vite.config.ts's code splitting must group its whole static graph (inEntryGraph)",
        );
      }
      fileName = chunk.fileName;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // In `npm run dev` Vite serves the source itself.
      if (serving) return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      if (this.environment.name === "client") return `export default "";`;
      if (!fileName) {
        this.error(`${VIRTUAL}: the browser build wrote no ${ISLANDS_ENTRY}; it must run before the server build`);
      }
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
