import type { Context, MiddlewareHandler } from "hono";

import type { Bytes, StaticFile } from "./static-files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The encodings the client accepts, without those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(?:\.0{0,3})?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/** Picks the best encoding the client accepts among those prepared for the file: brotli, then gzip. */
function encode(c: Context, file: StaticFile): { body: Bytes; encoding?: string } {
  if (!file.br && !file.gzip) return { body: file.body };
  const accepted = acceptedEncodings(c.req.header("accept-encoding"));
  if (file.br && accepted.has("br")) return { body: file.br, encoding: "br" };
  if (file.gzip && accepted.has("gzip")) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

/** If-None-Match may list several tags, weak ones included, or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string) {
  const headers: Record<string, string> = { "Cache-Control": cacheControl, ETag: file.etag };
  if (file.br || file.gzip) headers.Vary = "Accept-Encoding";
  if (status === 200 && matchesEtag(c.req.header("if-none-match"), file.etag)) return c.body(null, 304, headers);
  const { body, encoding } = encode(c, file);
  headers["Content-Type"] = file.type;
  headers["Content-Length"] = String(body.byteLength);
  if (encoding) headers["Content-Encoding"] = encoding;
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(body, status, headers);
}

/** Decodes a URL path; a malformed escape is an unknown path, never an error. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

// Build artefacts that are never pages of their own: the 404 page is only sent with status 404.
const HIDDEN = ["/404", "/__spa-fallback.html"];

/** The built file for a URL path: "/a", "/a/" and "/a/index.html" all name "/a/index.html". */
function lookup(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  if (HIDDEN.some((hidden) => path === hidden || path.startsWith(`${hidden}/`))) return undefined;
  if (path.endsWith("/")) return files.get(`${path}index.html`);
  return files.get(path) ?? files.get(`${path}/index.html`);
}

/**
 * Serves the prerendered site from memory: hashed assets cached for a year, HTML revalidated on
 * every visit, and the prerendered 404 page with a real 404 status for every unknown path.
 * For GET and HEAD only (the app routes other methods elsewhere).
 */
export function serveSite(files: Map<string, StaticFile>): MiddlewareHandler {
  const notFound = files.get("/404/index.html");
  return async (c, next) => {
    const path = decodePath(c.req.path);
    const file = path === undefined ? undefined : lookup(files, path);
    if (file) return send(c, file, 200, path?.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    if (notFound) return send(c, notFound, 404, REVALIDATE);
    return next();
  };
}
