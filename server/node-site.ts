import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";

import type { SiteHandler } from "./app";
import { isHiddenPath } from "./site-paths";
import { clientAddress } from "./client-key";


const nothing = async () => {};

/**
 * The built site from `root` (BUILD_DIR/client) with @hono/node-server's serveStatic: the brotli
 * or gzip copy the build made when the client accepts it, and the prerendered 404 page, with
 * status 404, for every path that names no file.
 */
export function nodeSite(root: string): SiteHandler {
  const serveFile = serveStatic({ root, precompressed: true });
  const serveNotFound = serveStatic({ root, path: "404/index.html", precompressed: true });
  return async (c) => {
    const file = isHiddenPath(c.req.path) ? undefined : await serveFile(c, nothing);
    if (file) return file;
    const page = await serveNotFound(c, nothing);
    if (!page) return c.text("Not Found", 404);
    return new Response(page.body, { status: 404, headers: page.headers });
  };
}

/** The client's address on Node: the socket's peer, or the last X-Forwarded-For entry behind a trusted proxy. */
export function nodeClientAddress(trustProxy: boolean): (c: Context) => string {
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // No socket: app.request() in tests.
    }
    return clientAddress(c.req.header("x-forwarded-for"), socketAddress, trustProxy);
  };
}
