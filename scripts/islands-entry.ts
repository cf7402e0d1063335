/**
 * Vite plugin: the islands' script (app/entry.islands.ts) as an entry of the browser build, beside React Router's
 * own, and its address for the pages that load it ("virtual:islands-entry", read by app/root.tsx).
 *
 * A page built from islands (app/lib/island.tsx) ships none of React Router's scripts: only this entry, which
 * starts the first screen's behaviours and hydrates each island on its own when it is wanted. Its file name has a
 * hash, known once the browser build has written it; React Router builds the browser first and prerenders with
 * the server build after, which this plugin (one instance for both builds) gives the name to.
 */
import { join } from "node:path";

import type { Plugin } from "vite";

/** The entry, from the project's root. */
export const ISLANDS_ENTRY = "app/entry.islands.ts";
const VIRTUAL = "virtual:islands-entry";
const RESOLVED = `\0${VIRTUAL}`;

export function islandsEntry(): Plugin {
  let root = "";
  let serving = false;
  let fileName: string | undefined;
  return {
    name: "islands-entry",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    buildStart() {
      if (this.environment.name === "client" && !serving) {
        this.emitFile({ type: "chunk", id: join(root, ISLANDS_ENTRY), name: "islands" });
      }
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const entry = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId === join(root, ISLANDS_ENTRY),
      );
      fileName = entry?.fileName;
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
