/**
 * Build step: the Content-Security-Policy hashes of every inline script in the built pages, so the
 * server allows exactly those scripts (no 'unsafe-inline') without reading HTML at start-up.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { attribute, elements, parseHtml, textContent } from "./html-document";

/** The file, in the build directory (beside client/, so it is never served), that lists the hashes. */
export const CSP_HASHES_FILE = "csp-script-hashes.json";

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
