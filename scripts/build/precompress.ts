/**
 * Build step: a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the built site, so the
 * Node server sends them as they are (`serveStatic({ precompressed: true })`) instead of compressing
 * every response again, and at the strongest settings, which would be too slow per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);
// Below this a response fits in one packet anyway, and compression can make it larger.
const MIN_BYTES = 512;

/** Cloudflare Workers static assets skip what this file lists: the copies would only double the upload. */
const ASSETS_IGNORE = "*.br\n*.gz\n";

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip level 9) next to every compressible file
 * in `clientDir` larger than 512 bytes, and `clientDir/.assetsignore`. A copy that would not be
 * smaller than the file is not written (the server then sends the file itself). Returns the files
 * that got a copy, relative to `clientDir`.
 */
export function precompress(clientDir: string): string[] {
  const compressed: string[] = [];
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const file = join(clientDir, name);
    if (!COMPRESSIBLE.has(extname(name)) || !statSync(file).isFile()) continue;
    const body = readFileSync(file);
    if (body.length <= MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < body.length || gzip.length < body.length) compressed.push(name);
  }
  writeFileSync(join(clientDir, ".assetsignore"), ASSETS_IGNORE);
  return compressed.sort();
}
