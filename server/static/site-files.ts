import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { getMimeType } from "hono/utils/mime";

/** The encodings the build writes copies in (scripts/build/precompress.ts), preferred first. */
export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export type Encoding = (typeof ENCODINGS)[number]["name"];

/** One representation of a file: the file itself, or one of its precompressed copies. */
export type Representation = {
  encoding: Encoding | undefined;
  /** A strong validator from the bytes themselves, so each encoding has its own (RFC 9110 §8.8.3). */
  etag: string;
  size: number;
  /** The bytes, read once at start-up and shared by every answer; absent for a file too large to hold. */
  bytes: Uint8Array<ArrayBuffer> | undefined;
  /** Where the bytes are, for a file streamed from disk instead. */
  path: string;
};

export type SiteFile = {
  contentType: string;
  /** Each precompressed copy, in ENCODINGS' order, then the file itself. */
  representations: Representation[];
};

/**
 * Files up to this size are held in memory (all of a built site is a few MB); a larger one, such as a video an
 * owner added to public/, is streamed from disk on each request instead of held for the process's life.
 */
export const MAX_HELD_BYTES = 1024 * 1024;

function representation(path: string, encoding: Encoding | undefined): Representation {
  const bytes = readFileSync(path);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
  const held = bytes.length <= MAX_HELD_BYTES;
  return { encoding, etag, size: bytes.length, bytes: held ? bytes : undefined, path };
}

/** The regular files under `root` by URL path; symbolic links and dot-entries are left out. */
function regularFiles(root: string, prefix = "/", found = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.isSymbolicLink()) continue;
    const path = join(root, entry.name);
    if (entry.isDirectory()) regularFiles(path, `${prefix}${entry.name}/`, found);
    else if (entry.isFile()) found.set(`${prefix}${entry.name}`, path);
  }
  return found;
}

/**
 * The built site under `root` (BUILD_DIR/client), read once at start-up: every regular file by its URL
 * path, with its precompressed copies, each with its ETag (a SHA-256 of its bytes). The copies are not
 * files of their own (site-paths.ts hides their names from requests).
 */
export function readSiteFiles(root: string): Map<string, SiteFile> {
  const site = new Map<string, SiteFile>();
  const found = regularFiles(root);
  for (const [urlPath, path] of found) {
    if (ENCODINGS.some(({ suffix }) => urlPath.endsWith(suffix))) continue;
    const copies = ENCODINGS.filter(({ suffix }) => found.has(`${urlPath}${suffix}`));
    site.set(urlPath, {
      contentType: getMimeType(urlPath) ?? "application/octet-stream",
      representations: [
        ...copies.map(({ name, suffix }) => representation(`${path}${suffix}`, name)),
        representation(path, undefined),
      ],
    });
  }
  return site;
}
