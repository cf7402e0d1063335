import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { imageSources, inlineScriptHashes, writeCspHashes, writeCspImageSources } from "./csp-hashes";

// Hand-checked: the first is the CSP spec's own example; the others from
// `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"; // alert('Hello, world.');
const CAFE = "'sha256-XJ9Q8eCYrimsmdvNdleiWZ+XnZMTMTS4wxpzmgTTKTc='"; // a = "é"; (UTF-8)
const TWO_LINES = "'sha256-mrneJXaKwXIjXhGbdjYuzdrTOHj+mneSzd2+RyNvmoc='"; // x, a line feed, y

test("hashes the exact text of an inline script, as the CSP spec's example", () => {
  expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([HELLO]);
  expect(inlineScriptHashes('<p>x</p><script>a = "é";</script>')).toEqual([CAFE]);
});

test("hashes the text a browser would: after the parser has turned CRLF into a line feed", () => {
  expect(inlineScriptHashes("<script>x\r\ny</script>")).toEqual([TWO_LINES]);
});

test("skips scripts with a source, however the tag is written, and markup that is not a script", () => {
  const html =
    "<SCRIPT SRC='/a.js'></SCRIPT><script src=/b.js>alert('Hello, world.');</script>" +
    '<!-- <script>alert(1)</script> --><p title="<script>alert(2)</script>"></p>' +
    "<Script Type=\"module\">alert('Hello, world.');</Script>";
  expect(inlineScriptHashes(html)).toEqual([HELLO]);
});

test("writes every page's hashes, once each and sorted, beside the client folder", () => {
  const build = mkdtempSync(join(tmpdir(), "csp-hashes-"));
  mkdirSync(join(build, "client/projects/demo"), { recursive: true });
  writeFileSync(join(build, "client/index.html"), "<script>x\ny</script><script>alert('Hello, world.');</script>");
  writeFileSync(join(build, "client/projects/demo/index.html"), '<script>a = "é";</script><script>x\ny</script>');
  writeFileSync(join(build, "client/app.js"), "<script>not a page</script>");

  // Sorted by code unit: upper-case letters before lower-case ones (X, m, q).
  expect(writeCspHashes(build)).toEqual([CAFE, TWO_LINES, HELLO]);
  expect(JSON.parse(readFileSync(join(build, "csp-script-hashes.json"), "utf8"))).toEqual([CAFE, TWO_LINES, HELLO]);
  expect(existsSync(join(build, "client/csp-script-hashes.json"))).toBe(false);
});

test("lists the origins of the images the pages and style sheets load from other sites, and data: when used", () => {
  const build = mkdtempSync(join(tmpdir(), "csp-images-"));
  mkdirSync(join(build, "client/assets"), { recursive: true });
  writeFileSync(
    join(build, "client/index.html"),
    '<img src="https://images.example.org/a.jpg?w=800"><img src="/own.png"><picture><source srcset="https://cdn.example.net/b.webp 1x, /c.webp 2x">' +
      '</picture><link rel="icon" href="/favicon.svg"><div style="background:url(//bg.example.com/x.png)"></div>' +
      '<a href="https://link.example/not-an-image.png">a link loads nothing</a><script src="https://scripts.example/x.js"></script>',
  );
  writeFileSync(join(build, "client/assets/app.css"), ".x{background:url(data:image/svg+xml;base64,AAAA)}");
  const expected = ["data:", "https://bg.example.com", "https://cdn.example.net", "https://images.example.org"];
  expect(writeCspImageSources(build)).toEqual(expected);
  expect(JSON.parse(readFileSync(join(build, "csp-image-sources.json"), "utf8"))).toEqual(expected);
});

test("lists nothing beyond 'self' for a site whose images are all its own", () => {
  expect(imageSources(["/a.png", "images/b.png", "#x"])).toEqual([]);
});
