import { createReadStream } from "node:fs";

import { getConnInfo } from "@hono/node-server/conninfo";
import { createStreamBody } from "@hono/node-server/utils/stream";
import type { Context } from "hono";

import type { SiteHandler } from "./app";
import { clientAddress } from "./client-key";
import { isHiddenPath } from "./site-paths";
import { evaluateConditions, type Outcome } from "./static/conditional";
import { readSiteFiles, type Representation, type SiteFile } from "./static/site-files";

const NOT_FOUND_PAGE = "/404/index.html";

/** The file a URL path names: "/a" is the file "a" or the page "a/index.html", "/a/" only the page. */
function findFile(files: Map<string, SiteFile>, path: string): SiteFile | undefined {
  if (isHiddenPath(path)) return undefined;
  if (path.endsWith("/")) return files.get(`${path}index.html`);
  return files.get(path) ?? files.get(`${path}/index.html`);
}

/** The encodings Accept-Encoding allows: each listed coding without `q=0`, and every other with `*`. */
function acceptedEncodings(header: string | undefined): (encoding: string) => boolean {
  const weights = new Map<string, boolean>();
  for (const item of (header ?? "").toLowerCase().split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(coding, q === undefined || Number(q.slice(2)) > 0);
  }
  return (encoding) => weights.get(encoding) ?? weights.get("*") ?? false;
}

/** The brotli copy when the client takes it, else gzip, else the file itself. */
function choose(file: SiteFile, acceptEncoding: string | undefined): Representation {
  const accepts = acceptedEncodings(acceptEncoding);
  const chosen = file.representations.find(({ encoding }) => encoding === undefined || accepts(encoding));
  return chosen ?? (file.representations.at(-1) as Representation);
}

/** The bytes from `start` to `end` (inclusive): a view of the shared buffer, or a stream from disk. */
function body(representation: Representation, start: number, end: number) {
  if (representation.bytes) return representation.bytes.subarray(start, end + 1);
  return createStreamBody(createReadStream(representation.path, { start, end }));
}

/** Vary names Accept-Encoding whenever the file has a copy, also on an answer that sent none. */
function vary(file: SiteFile): Record<string, string> {
  return file.representations.length > 1 ? { Vary: "Accept-Encoding" } : {};
}

/** The chosen representation's own headers (§8): its type, encoding and length. */
function representationHeaders(file: SiteFile, chosen: Representation): Record<string, string> {
  const encoding: Record<string, string> = chosen.encoding ? { "Content-Encoding": chosen.encoding } : {};
  return { "Content-Type": file.contentType, ...encoding, ...vary(file), "Content-Length": `${chosen.size}` };
}

/** The answer for an outcome of RFC 9110's conditions (static/conditional.ts). */
function answer(c: Context, file: SiteFile, chosen: Representation, outcome: Outcome): Response {
  switch (outcome.status) {
    case 304: // §15.4.5: the ETag and Vary a 200 would have carried (the app adds Cache-Control)
      return new Response(null, { status: 304, headers: { ETag: chosen.etag, ...vary(file) } });
    case 412:
      return new Response(null, { status: 412, headers: { "Content-Length": "0" } });
    case 416: // §15.5.17: the current length, so that the client can ask again
      return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${chosen.size}` } });
    case 206: {
      // §15.3.7: the ETag and Vary of the whole representation, which the range is part of
      const { start, end } = outcome;
      const headers = {
        ...representationHeaders(file, chosen),
        ETag: chosen.etag,
        "Accept-Ranges": "bytes",
        "Content-Range": `bytes ${start}-${end}/${chosen.size}`,
        "Content-Length": `${end - start + 1}`,
      };
      return new Response(body(chosen, start, end), { status: 206, headers });
    }
    case 200: {
      const headers = { ...representationHeaders(file, chosen), ETag: chosen.etag, "Accept-Ranges": "bytes" };
      const content = c.req.method === "HEAD" ? null : body(chosen, 0, chosen.size - 1);
      return new Response(content, { status: 200, headers });
    }
  }
}

/**
 * The built site from `root` (BUILD_DIR/client), read once at start-up (static/site-files.ts): the brotli or
 * gzip copy the build made when the client accepts it, with its own ETag from the build's bytes; RFC 9110's
 * If-Match, If-None-Match, Range and If-Range (static/conditional.ts); and the prerendered 404 page, with
 * status 404, for every path that names no published file: whole, without validators or ranges.
 */
export function nodeSite(root: string): SiteHandler {
  const files = readSiteFiles(root);
  const notFoundPage = files.get(NOT_FOUND_PAGE);
  return async (c) => {
    const file = findFile(files, c.req.path);
    if (file) {
      const chosen = choose(file, c.req.header("Accept-Encoding"));
      const request = {
        method: c.req.method,
        ifMatch: c.req.header("If-Match"),
        ifNoneMatch: c.req.header("If-None-Match"),
        ifRange: c.req.header("If-Range"),
        range: c.req.header("Range"),
      };
      return answer(c, file, chosen, evaluateConditions(request, chosen.etag, chosen.size));
    }
    if (!notFoundPage) return c.text("Not Found", 404);
    const chosen = choose(notFoundPage, c.req.header("Accept-Encoding"));
    const page = c.req.method === "HEAD" ? null : body(chosen, 0, chosen.size - 1);
    return new Response(page, { status: 404, headers: representationHeaders(notFoundPage, chosen) });
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
