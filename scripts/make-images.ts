/**
 * Renders the site's icons and link-preview image into public/ with the local Chromium:
 * run `npm run images` after changing app/content/profile.ts (the preview shows the name, role, place and
 * `previewTagline`). (Not part of the build: the output is committed.)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { profile } from "#app/content/profile";

const publicDir = join(import.meta.dirname, "..", "public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const iconUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString("base64")}`;

/** Content goes into HTML below: a name such as "Ana & Bo" must stay text. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const [name, role, location, previewTagline] = [
  profile.name,
  profile.role,
  profile.location,
  profile.previewTagline,
].map(escapeHtml);

const previewHtml = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;
  box-sizing:border-box;font-family:'DejaVu Sans',system-ui,sans-serif;color:#0f172a;
  background:radial-gradient(circle at 85% 20%,#c7d2fe 0,transparent 45%),radial-gradient(circle at 10% 90%,#bfdbfe 0,transparent 45%),#f8fafc">
  <img src="${iconUrl}" width="120" height="120" style="margin-bottom:40px">
  <div style="font-size:76px;font-weight:700;letter-spacing:-1px">${name}</div>
  <div style="font-size:44px;color:#1d4ed8;font-weight:600;margin-top:12px">${role} · ${location}</div>
  <div style="font-size:30px;color:#334155;margin-top:32px">${previewTagline}</div>
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
  if (name === "favicon-32.png") writeFileSync(join(publicDir, "favicon.ico"), pngToIco(png, size));
  else writeFileSync(join(publicDir, name), png);
}

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(previewHtml);
writeFileSync(join(publicDir, "og-image.png"), await page.screenshot());
await browser.close();
console.log("Wrote icons and og-image.png to public/");
