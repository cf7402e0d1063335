import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { expect, test } from "vitest";

import { precompress } from "./precompress";

test("writes a brotli and a gzip copy beside each compressible file over 512 bytes, and nothing else", () => {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets"));
  const page = `<!DOCTYPE html><p>${"Hello, world. ".repeat(100)}</p>`;
  const script = `export const greeting = "${"hi ".repeat(300)}";`;
  writeFileSync(join(dir, "index.html"), page);
  writeFileSync(join(dir, "assets/app.js"), script);
  writeFileSync(join(dir, "robots.txt"), "x".repeat(512)); // not over the threshold
  writeFileSync(join(dir, "og-image.png"), "p".repeat(4096)); // not a text format
  writeFileSync(join(dir, "assets/noise.js"), randomBytes(4096)); // compression would not shrink it

  expect(precompress(dir)).toEqual(["assets/app.js", "index.html"]);

  expect(brotliDecompressSync(readFileSync(join(dir, "index.html.br"))).toString()).toBe(page);
  expect(gunzipSync(readFileSync(join(dir, "index.html.gz"))).toString()).toBe(page);
  expect(brotliDecompressSync(readFileSync(join(dir, "assets/app.js.br"))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, "assets/app.js.gz"))).toString()).toBe(script);
  expect(readFileSync(join(dir, "index.html.br")).length).toBeLessThan(page.length / 10);

  expect(readdirSync(dir).sort()).toEqual([
    ".assetsignore",
    "assets",
    "index.html",
    "index.html.br",
    "index.html.gz",
    "og-image.png",
    "robots.txt",
  ]);
  expect(readdirSync(join(dir, "assets")).sort()).toEqual(["app.js", "app.js.br", "app.js.gz", "noise.js"]);
  expect(readFileSync(join(dir, ".assetsignore"), "utf8").split("\n").filter(Boolean)).toEqual(["*.br", "*.gz"]);
});

test("a second run leaves the copies alone rather than compressing them again", () => {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  writeFileSync(join(dir, "site.webmanifest"), JSON.stringify({ name: "x".repeat(600) }));
  precompress(dir);
  expect(precompress(dir)).toEqual(["site.webmanifest"]);
  expect(existsSync(join(dir, "site.webmanifest.br.br"))).toBe(false);
  expect(existsSync(join(dir, "site.webmanifest.gz.gz"))).toBe(false);
});
