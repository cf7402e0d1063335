/**
 * Renders the site's icons and link-preview image into public/ with the local Chromium:
 * run `npm run images` after changing app/content/profile.ts or app/content/theme.css (the preview shows the
 * name, role, place and `previewTagline` in the theme's colours; the icons are the build's favicon.svg).
 * (Not part of the build: the output is committed.) CONTENT_DIR draws another content folder's, and
 * IMAGES_DIR writes them elsewhere (the tests do both).
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { chromium } from "@playwright/test";

import type * as Profile from "#app/content/profile";
import type * as ThemeColours from "#app/lib/theme-colours";

import { importWithContent } from "./content-dir";
import type * as Favicon from "./favicon";

const root = join(import.meta.dirname, "..");
const outDir = resolve(root, process.env.IMAGES_DIR ?? "public");
// Through Vite, so that CONTENT_DIR swaps the content in, as it does for the build.
const { profile } = await importWithContent<typeof Profile>("app/content/profile.ts");
const { themeColour } = await importWithContent<typeof ThemeColours>("app/lib/theme-colours.ts");
const { faviconSvg } = await importWithContent<typeof Favicon>("scripts/favicon.ts");
const iconUrl = `data:image/svg+xml;base64,${Buffer.from(faviconSvg()).toString("base64")}`;

/** Content goes into HTML below: a name such as "Ana & Bo" must stay text. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const [name, role, location, previewTagline] = [
  profile.name,
  profile.role,
  profile.location,
  profile.previewTagline,
].map(escapeHtml);
const colour = (token: string) => escapeHtml(themeColour(token));

const previewHtml = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;
  box-sizing:border-box;font-family:'DejaVu Sans',system-ui,sans-serif;color:${colour("neutral-900")};
  background:radial-gradient(circle at 85% 20%,${colour("accent-2-200")} 0,transparent 45%),radial-gradient(circle at 10% 90%,${colour("accent-200")} 0,transparent 45%),${colour("neutral-50")}">
  <img src="${iconUrl}" width="120" height="120" style="margin-bottom:40px">
  <div style="font-size:76px;font-weight:700;letter-spacing:-1px">${name}</div>
  <div style="font-size:44px;color:${colour("accent-700")};font-weight:600;margin-top:12px">${role} · ${location}</div>
  <div style="font-size:30px;color:${colour("neutral-700")};margin-top:32px">${previewTagline}</div>
</div></body></html>`;

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
  const png = await page.screenshot({ omitBackground: true });
  if (name === "favicon-32.png") writeFileSync(join(outDir, "favicon.ico"), pngToIco(png, size));
  else writeFileSync(join(outDir, name), png);
}

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(previewHtml);
writeFileSync(join(outDir, "og-image.png"), await page.screenshot());
await browser.close();
console.log(`Wrote icons and og-image.png to ${outDir}`);
