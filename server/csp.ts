import { createHash } from "node:crypto";

import type { StaticFile } from "./static-files";

// An opening <script> tag (attributes may hold quoted ">"), its raw text, and the closing tag.
// Script text cannot contain "</script" (the HTML tokenizer would end it there), so a lazy match is exact.
const SCRIPT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

function hasSrc(attributes: string): boolean {
  for (const [, name = ""] of attributes.matchAll(ATTRIBUTE)) if (name.toLowerCase() === "src") return true;
  return false;
}

/** The CSP source expressions ('sha256-…') of every inline script in one HTML document, hashing its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (hasSrc(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The hashes of the inline scripts of every built page, once each, in a stable order. */
export function siteScriptHashes(site: Map<string, StaticFile>): string[] {
  const hashes = new Set<string>();
  const decoder = new TextDecoder();
  for (const [path, file] of site) {
    if (!path.endsWith(".html")) continue;
    for (const hash of inlineScriptHashes(decoder.decode(file.body))) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * The Content-Security-Policy for every response. Scripts: our own files plus exactly the inline
 * scripts React Router prerendered (hydration context, scroll restoration), by hash, so no
 * 'unsafe-inline'. Styles allow inline because sonner injects its stylesheet at run time.
 * Images may come from any https origin: project screenshots are hosted elsewhere.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self' https://api.emailjs.com",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy for the API's JSON answers: they run no script and load nothing, so nothing is
 * allowed (the OWASP advice for APIs). Stricter than the site's, and a tenth of its size on
 * the hot path.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
