import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "vitest";

import { scriptPaths, weighScripts } from "./page-weight";

test("only the site's own scripts count, once each, whatever their query string", () => {
  const fetched = [
    "http://site.test/",
    "http://site.test/assets/a.js",
    "http://site.test/assets/b.js?v=2",
    "http://site.test/assets/a.js",
    "http://site.test/favicon.ico",
    "http://site.test/assets/data.json",
    "https://cdn.example/lib.js",
  ];
  expect(scriptPaths(fetched, "http://site.test")).toEqual(["/assets/a.js", "/assets/b.js"]);
});

test("a script weighs what its built file gzips to at level 9", () => {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  mkdirSync(join(dir, "assets"));
  // Incompressible bytes: gzip adds its 18-byte frame and a few bytes per stored block, so the weight
  // lands just above the file's size (a 1 KiB file of repeated text would weigh far less).
  writeFileSync(join(dir, "assets/a.js"), randomBytes(1024));
  writeFileSync(join(dir, "assets/b.js"), "x".repeat(1000));

  const weight = weighScripts(dir, "/", ["/assets/a.js", "/assets/b.js"]);
  expect(weight.scripts.map((script) => script.url)).toEqual(["/assets/a.js", "/assets/b.js"]);
  expect(weight.scripts[0]!.gzipBytes).toBeGreaterThan(1024);
  expect(weight.scripts[0]!.gzipBytes).toBeLessThan(1024 + 40);
  expect(weight.scripts[1]!.gzipBytes).toBeLessThan(40);
  expect(weight.gzipBytes).toBe(weight.scripts[0]!.gzipBytes + weight.scripts[1]!.gzipBytes);
});
