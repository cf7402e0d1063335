/**
 * Build step: the Content-Security-Policy hashes of every inline script in the built pages, so the
 * server allows exactly those scripts (no 'unsafe-inline') without reading HTML at start-up; and the
 * origins of the images the pages load from other sites (a project card's remote picture), so `img-src`
 * names those and no other (it allowed every https: origin).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { attribute, elements, parseHtml, textContent } from "#content-pipeline/html-document";

/** The file, in the build directory (beside client/, so it is never served), that lists the hashes. */
export const CSP_HASHES_FILE = "csp-script-hashes.json";

/** The file, beside it, that lists the image sources beyond 'self': origins, and "data:" when a page uses it. */
export const CSP_IMAGE_SOURCES_FILE = "csp-image-sources.json";

/**
 * The CSP source expressions ('sha256-…', base64) of every inline script in one HTML document. A
 * browser hashes the script's text as the parser leaves it (UTF-8), so it is taken from a parsed tree.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...elements(parseHtml(html))]
    .filter((element) => element.tagName === "script" && attribute(element, "src") === undefined)
    .map((script) => `'sha256-${createHash("sha256").update(textContent(script), "utf8").digest("base64")}'`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(dir, name));
}

/**
 * Hashes the inline scripts of every .html file under `<buildDirectory>/client` and writes them,
 * once each and sorted, as a JSON array to `<buildDirectory>/csp-script-hashes.json`. Run it after
 * every step that edits the pages. Returns the hashes.
 */
export function writeCspHashes(buildDirectory: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(join(buildDirectory, "client"))) {
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  }
  const sorted = [...hashes].sort();
  writeFileSync(join(buildDirectory, CSP_HASHES_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

/** Every URL by which a page (or a style sheet) loads an image: img and source (srcset too), SVG images, icons, posters, CSS url(). */
function imageUrls(html: string): string[] {
  const urls: string[] = [];
  for (const element of elements(parseHtml(html))) {
    const value = (name: string) => attribute(element, name);
    const srcset = (name: string) =>
      (value(name) ?? "").split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!);
    if (element.tagName === "img") urls.push(value("src") ?? "", ...srcset("srcset"));
    if (element.tagName === "source") urls.push(value("src") ?? "", ...srcset("srcset"));
    if (element.tagName === "image") urls.push(value("href") ?? "", value("xlink:href") ?? "");
    if (element.tagName === "video") urls.push(value("poster") ?? "");
    if (element.tagName === "input" && value("type") === "image") urls.push(value("src") ?? "");
    const rel = value("rel") ?? "";
    if (element.tagName === "link" && (/\bicon\b/.test(rel) || (rel === "preload" && value("as") === "image"))) {
      urls.push(value("href") ?? "");
    }
    if (element.tagName === "style") urls.push(...cssUrls(textContent(element)));
    urls.push(...cssUrls(value("style") ?? ""));
  }
  return urls.filter(Boolean);
}

const cssUrls = (css: string) => [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2]!);

/** The CSP sources for `urls` beyond 'self': each other site's origin (https only), and "data:" if one is data. */
export function imageSources(urls: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const url of urls) {
    if (/^data:/i.test(url)) sources.add("data:");
    else if (/^(?:https?:)?\/\//i.test(url)) sources.add(new URL(url, "https://site.invalid").origin);
  }
  return [...sources].sort();
}

/**
 * Writes the image sources of every page and style sheet under `<buildDirectory>/client` to
 * `<buildDirectory>/csp-image-sources.json`; returns them. Run it after every step that edits the pages.
 */
export function writeCspImageSources(buildDirectory: string): string[] {
  const client = join(buildDirectory, "client");
  const urls = readdirSync(client, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    if (name.endsWith(".html")) return imageUrls(readFileSync(join(client, name), "utf8"));
    return name.endsWith(".css") ? cssUrls(readFileSync(join(client, name), "utf8")) : [];
  });
  const sources = imageSources(urls);
  writeFileSync(join(buildDirectory, CSP_IMAGE_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
  return sources;
}
