/**
 * The owner's modules (site.ts's `modules`), recorded in the build for the server: the build writes them beside
 * the client folder (never served), server/node.ts reads them at start, and the Worker bundles them
 * (wrangler.jsonc's alias), for a Worker cannot read app/content/ at run time. So switching the demo off takes
 * its API away on both runtimes, with nothing to set on the host. With them, the paths whose CSP allows
 * WebAssembly: the search page and its index's folder (scripts/search-index.ts), when the site has them.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { modules } from "#app/content/site";

/** The file, in the build directory, that holds them. */
export const SITE_MODULES_FILE = "site-modules.json";

/** What the server reads of the site beside the modules (server/app.ts's options of the same names). */
export type SiteRecord = { webAssemblyPaths: readonly string[] };

export function writeSiteModules(
  buildDirectory: string,
  chosen: typeof modules,
  record: SiteRecord = { webAssemblyPaths: [] },
): void {
  writeFileSync(join(buildDirectory, SITE_MODULES_FILE), `${JSON.stringify({ ...chosen, ...record }, null, 2)}\n`);
}

/** The files in public/ that belong to a module, and leave the build with it. */
const MODULE_FILES: { [name in keyof typeof modules]?: readonly string[] } = {
  loanDemo: ["batch-sample.csv"],
};

/** Deletes from the built client folder the files of every module switched off. */
export function removeFilesOfModulesOff(clientDir: string, chosen: typeof modules): void {
  for (const [name, files] of Object.entries(MODULE_FILES)) {
    if (chosen[name as keyof typeof modules]) continue;
    for (const file of files) rmSync(join(clientDir, file), { force: true });
  }
}
