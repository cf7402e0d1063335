/**
 * Renders the site's icons and link-preview image into public/ with the local Chromium: run `npm run images` after
 * changing your name, role, place or colours (scripts/site/image-sources.ts says what they are drawn from); each PNG
 * carries the fingerprint of its sources (scripts/site/image-stamp.ts), which `npm run check:content` checks. Not part of
 * the build, which needs no browser: the output is committed. CONTENT_DIR draws another content folder's, and
 * IMAGES_DIR writes them elsewhere (the tests do both).
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { chromium } from "@playwright/test";

import { imageSources } from "./image-sources";
import { stampPng } from "./image-stamp";

const root = join(import.meta.dirname, "..", "..");
const outDir = resolve(root, process.env.IMAGES_DIR ?? "public");
const { iconUrl, previewHtml, stamp } = await imageSources();

/** Wraps one PNG in an .ico container (PNG-in-ICO, understood by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

for (const [name, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
  ["favicon-32.png", 32],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0"><img src="${iconUrl}" width="${size}" height="${size}" style="display:block">`,
  );
  const png = stampPng(await page.screenshot({ omitBackground: true }), stamp);
  if (name === "favicon-32.png") writeFileSync(join(outDir, "favicon.ico"), pngToIco(png, size));
  else writeFileSync(join(outDir, name), png);
}

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(previewHtml);
writeFileSync(join(outDir, "og-image.png"), stampPng(await page.screenshot(), stamp));
await browser.close();
console.log(`Wrote icons and og-image.png to ${outDir}`);
