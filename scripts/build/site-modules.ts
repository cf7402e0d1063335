/**
 * The owner's modules (site.ts's `modules`), recorded in the build for the server: the build writes them beside
 * the client folder (never served), server/node.ts reads them at start, and the Worker bundles them
 * (wrangler.jsonc's alias), for a Worker cannot read app/content/ at run time. So switching the demo off takes
 * its API away on both runtimes, with nothing to set on the host. With them, the paths whose CSP allows
 * WebAssembly: the search page and its index's folder (scripts/build/search-index.ts), when the site has them.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type * as Modules from "#app/site/modules";

type Registry = Pick<typeof Modules, "on" | "SITE_MODULES">;

/** The file, in the build directory, that holds them. */
export const SITE_MODULES_FILE = "site-modules.json";

/** What the server reads of the site beside the modules (server/app.ts's options of the same names). */
export type SiteRecord = { webAssemblyPaths: readonly string[] };

export function writeSiteModules(
  buildDirectory: string,
  { on }: Registry,
  record: SiteRecord = { webAssemblyPaths: [] },
): void {
  writeFileSync(join(buildDirectory, SITE_MODULES_FILE), `${JSON.stringify({ ...on, ...record }, null, 2)}\n`);
}

/** Deletes from the built client folder the public files of every module switched off (app/site/modules.ts). */
export function removeFilesOfModulesOff(clientDir: string, { on, SITE_MODULES }: Registry): void {
  for (const [name, module] of Object.entries(SITE_MODULES)) {
    if (on[name as keyof typeof on]) continue;
    for (const file of module.publicFiles) rmSync(join(clientDir, file), { force: true });
  }
}
