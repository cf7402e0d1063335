/**
 * What a build was made from: the SHA-256 of every source file, written into the build folder when it is built
 * (react-router.config.ts) and compared by `npm start` (scripts/start.mjs). A build is stale when a file's
 * content differs, not when a copy (`cp -r`), a checkout or an unzip gave the files new times. A source absent
 * here (a server that holds only the build and the few files `npm start` needs) cannot have changed.
 *
 * Plain JavaScript: `npm start` loads it with the production dependencies only.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Everything the build reads, relative to the project: `.env` too, for its EmailJS values. */
export const SOURCES = [
  "app",
  "model",
  "server",
  "public",
  "scripts",
  "content-pipeline",
  ".env",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server.config.ts",
  "tsconfig.json",
];

const STAMP = "sources.json";

/** @param {string} path @returns {string[]} every file under `path` (or `path` itself), absent ones left out */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** @param {string} root @returns {Record<string, string>} each source file (a "/" path from `root`) and its hash */
export function sourceHashes(root) {
  const files = SOURCES.flatMap((source) => filesUnder(join(root, source)));
  return Object.fromEntries(
    files.map((file) => [
      relative(root, file).split(sep).join("/"),
      createHash("sha256").update(readFileSync(file)).digest("hex"),
    ]),
  );
}

/** Records in `buildDir` what the build was made from. @param {string} root @param {string} buildDir */
export function writeBuildStamp(root, buildDir) {
  writeFileSync(join(buildDir, STAMP), `${JSON.stringify(sourceHashes(root), null, 1)}\n`);
}

/**
 * The source files here that differ from the build's record, or are not in it; undefined when the build has
 * no record (made before this check, or incomplete).
 * @param {string} root @param {string} buildDir @returns {string[] | undefined}
 */
export function changedSources(root, buildDir) {
  const stamp = join(buildDir, STAMP);
  if (!existsSync(stamp)) return undefined;
  /** @type {Record<string, string>} */
  const built = JSON.parse(readFileSync(stamp, "utf8"));
  return Object.entries(sourceHashes(root))
    .filter(([file, hash]) => built[file] !== hash)
    .map(([file]) => file);
}
