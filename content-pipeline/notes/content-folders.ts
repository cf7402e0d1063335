import { contentDirsFromEnv, contentPath } from "../content-dir";

/** The two folders of written pages: notes (/notes/<slug>) and project case studies (/projects/<slug>). */
export type Collection = "notes" | "projects";

/**
 * Where a collection's files are read from: the topmost of CONTENT_DIR's folders that has a folder of that name,
 * else app/content's (the rule content-pipeline/content-dir.ts applies to single files). The folder may be missing.
 */
export function collectionFolder(collection: Collection, env: NodeJS.ProcessEnv = process.env): string {
  return contentPath(collection, contentDirsFromEnv(env));
}
