/**
 * What the icons and the link-preview image are drawn from: the build's favicon and a page of the owner's name, role,
 * place and `previewTagline` in the theme's colours, all from content. `npm run images` draws them
 * (scripts/site/make-images.ts); `npm run check:content` compares their fingerprint (scripts/site/image-stamp.ts) with the
 * images in public/.
 */
import type * as Profile from "#app/content/profile";
import type * as ThemeColours from "#app/lib/theme/theme-colours";
import { importWithContent } from "#content-pipeline/content-dir";

import type * as Favicon from "../build/favicon";
import { annotate } from "./ci-annotation";
import { fingerprint, staleImages } from "./image-stamp";

/** The files the images are, in public/. */
export const IMAGE_FILES = ["icon-192.png", "icon-512.png", "apple-touch-icon.png", "favicon.ico", "og-image.png"];

/** Content goes into HTML below: a name such as "Ana & Bo" must stay text. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

export type ImageSources = { iconUrl: string; previewHtml: string; stamp: string };

/** The sources, through Vite so that CONTENT_DIR swaps the content in, as it does for the build. */
export async function imageSources(): Promise<ImageSources> {
  const { profile } = await importWithContent<typeof Profile>("app/content/profile.ts");
  const { themeColour } = await importWithContent<typeof ThemeColours>("app/lib/theme/theme-colours.ts");
  const { faviconSvg } = await importWithContent<typeof Favicon>("scripts/build/favicon.ts");
  const icon = faviconSvg();
  const iconUrl = `data:image/svg+xml;base64,${Buffer.from(icon).toString("base64")}`;
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
  return { iconUrl, previewHtml, stamp: fingerprint(icon, previewHtml) };
}

/** The build's warning (never an error: the build needs no browser to redraw them); check:content fails instead. */
export async function warnAboutStaleImages(clientDir: string): Promise<void> {
  const stale = staleImages(clientDir, IMAGE_FILES, (await imageSources()).stamp);
  if (stale.length === 0) return;
  annotate(
    "warning",
    `${stale.join(", ")} show other content than app/content/: run \`npm run images\` to redraw them (npm run check:content fails until then)`,
  );
}
