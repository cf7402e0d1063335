import type { Context, MiddlewareHandler } from "hono";

import type { Bytes, StaticFile } from "./static-files";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Picks the best encoding the client accepts among those prepared for the file. */
function encode(c: Context, file: StaticFile): { body: Bytes; encoding?: string } {
  const accepted = c.req.header("accept-encoding") ?? "";
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string) {
  c.header("Cache-Control", cacheControl);
  c.header("ETag", file.etag);
  c.header("Vary", "Accept-Encoding");
  if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304);
  const { body, encoding } = encode(c, file);
  c.header("Content-Type", file.type);
  if (encoding) c.header("Content-Encoding", encoding);
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(body, status);
}

/** Decodes a URL path; a malformed escape is an unknown path, never an error. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The built file for a URL path: "/a", "/a/" and "/a/index.html" all name "/a/index.html". */
function lookup(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  if (HIDDEN.some((hidden) => path === hidden || path.startsWith(`${hidden}/`))) return undefined;
  if (path.endsWith("/")) return files.get(`${path}index.html`);
  return files.get(path) ?? files.get(`${path}/index.html`);
}

// Build artefacts that are never pages of their own: the 404 page is only sent with status 404.
const HIDDEN = ["/404", "/__spa-fallback.html"];

/**
 * Serves the prerendered site from memory: hashed assets cached for a year, HTML revalidated on
 * every visit, and the prerendered 404 page with a real 404 status for every unknown path.
 */
export function serveSite(files: Map<string, StaticFile>): MiddlewareHandler {
  const notFound = files.get("/404/index.html");
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = decodePath(c.req.path);
    const file = path === undefined ? undefined : lookup(files, path);
    if (file) return send(c, file, 200, path?.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    if (notFound) return send(c, notFound, 404, REVALIDATE);
    return next();
  };
}
