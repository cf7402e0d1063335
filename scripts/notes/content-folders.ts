import { existsSync } from "node:fs";
import { join } from "node:path";

import { contentDirFromEnv } from "../content-dir";

const appContent = join(import.meta.dirname, "..", "..", "app", "content");

/** The two folders of written pages: notes (/notes/<slug>) and project case studies (/projects/<slug>). */
export type Collection = "notes" | "projects";

/**
 * Where a collection's files are read from: CONTENT_DIR's folder of that name when it has one, else
 * app/content's (the rule scripts/content-dir.ts applies to single files). The folder may be missing.
 */
export function collectionFolder(collection: Collection, env: NodeJS.ProcessEnv = process.env): string {
  const other = contentDirFromEnv(env);
  if (other && existsSync(join(other, collection))) return join(other, collection);
  return join(appContent, collection);
}
