import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { crawl } from "./site-links";

const html = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

// A small site: "/" links to a page, a missing page, its own sections (one missing), a section of the
// other page, a stylesheet, an external page, and itself by its public address; "/a" to a missing file.
const SITE: Record<string, { type: string; body: string }> = {
  "/": {
    type: "text/html",
    body: html(
      '<link rel="canonical" href="https://site.example/"><link rel="stylesheet" href="/style.css">' +
        '<main id="here"><a href="/a">A</a> <a href="/missing">gone</a> <a href="#here">up</a> <a href="#gone">x</a>' +
        ' <a href="/a#top">top of A</a> <a href="https://example.com/elsewhere">out</a> <a href="mailto:x@example.com">mail</a></main>',
    ),
  },
  "/a": { type: "text/html", body: html('<h1 id="top">A</h1><a href="/b.json">data</a><a href="/">home</a>') },
  "/style.css": { type: "text/css", body: "body{}" },
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const page = SITE[new URL(request.url!, "http://localhost").pathname];
    response.writeHead(page ? 200 : 404, { "content-type": page?.type ?? "text/plain" });
    response.end(page?.body ?? "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("crawl", () => {
  it("follows the site's own links and names each one that leads nowhere, and where it was", async () => {
    const { pages, broken } = await crawl(origin, "https://site.example", ["/"]);
    expect(pages).toEqual(["/", "/a"]);
    expect(broken).toEqual([
      { from: "/", href: "/missing", problem: "answers 404" },
      { from: "/", href: "#gone", problem: 'no element with id "gone" on /' },
      { from: "/a", href: "/b.json", problem: "answers 404" },
    ]);
  });

  it("reports a starting page that does not answer", async () => {
    const { broken } = await crawl(origin, "https://site.example", ["/nowhere"]);
    expect(broken).toEqual([{ from: "(start)", href: "/nowhere", problem: "answers 404" }]);
  });
});
