import { readdirSync } from "node:fs";
import { join } from "node:path";

import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";

import type { SiteHandler } from "./app";
import { clientAddress } from "./client-key";
import { isHiddenPath } from "./site-paths";

const nothing = async () => {};

/**
 * The URL paths of the regular files under `root`, read once at start-up. Symbolic links and
 * dot-entries are left out, so nothing outside the build, and no tool's file, is ever published.
 */
function publishedFiles(root: string, prefix = "/", found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) publishedFiles(join(root, entry.name), `${prefix}${entry.name}/`, found);
    else if (entry.isFile()) found.add(`${prefix}${entry.name}`);
  }
  return found;
}

/** Whether a URL path names a published file: "/a" may be the file "a" or the page "a/index.html". */
function isPublished(files: Set<string>, path: string): boolean {
  if (isHiddenPath(path)) return false;
  if (path.endsWith("/")) return files.has(`${path}index.html`);
  return files.has(path) || files.has(`${path}/index.html`);
}

/**
 * The built site from `root` (BUILD_DIR/client) with @hono/node-server's serveStatic: the brotli
 * or gzip copy the build made when the client accepts it, and the prerendered 404 page, with
 * status 404, for every path that names no published file.
 */
export function nodeSite(root: string): SiteHandler {
  const files = publishedFiles(root);
  const serveFile = serveStatic({ root, precompressed: true });
  const serveNotFound = serveStatic({ root, path: "404/index.html", precompressed: true });
  return async (c) => {
    const file = isPublished(files, c.req.path) ? await serveFile(c, nothing) : undefined;
    if (file) return file;
    const page = await serveNotFound(c, nothing);
    if (!page) return c.text("Not Found", 404);
    return new Response(page.body, { status: 404, headers: page.headers });
  };
}

/** The client's address on Node: the socket's peer, or X-Forwarded-For's behind trusted proxies (see clientAddress). */
export function nodeClientAddress(trustedProxies: number): (c: Context) => string {
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // No socket: app.request() in tests.
    }
    return clientAddress(c.req.header("x-forwarded-for"), socketAddress, trustedProxies);
  };
}
