/**
 * The content the site under test was built from, as that build read it: `npm run build:test` notes its
 * CONTENT_DIR in the build folder (content-pipeline/content-dir.ts, recordContentDirs), and the same folders are read
 * here, so a spec's expectations follow whichever fixture set the build used.
 */
import { join, relative } from "node:path";

import { builtContentDirs, importWithContent } from "#content-pipeline/content-dir";
import type * as ContentModules from "#tests/support/content/content-modules";

const root = join(import.meta.dirname, "..", "..");
const dirs = builtContentDirs(process.env.BUILD_DIR ?? "build");

/** The topmost content folder of the build ("tests/fixtures/content"), or "app/content" for the owner's own. */
export const contentSet = dirs[0] ? relative(root, dirs[0]) : "app/content";

/** The content of a build folder, as that build read it. */
export function builtContent(buildDir: string): Promise<typeof ContentModules> {
  return importWithContent<typeof ContentModules>(
    "tests/support/content/content-modules.ts",
    builtContentDirs(buildDir),
  );
}

export const content = await importWithContent<typeof ContentModules>("tests/support/content/content-modules.ts", dirs);
