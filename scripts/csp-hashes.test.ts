import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { inlineScriptHashes, writeCspHashes } from "./csp-hashes";

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
