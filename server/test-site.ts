/** A tiny built site, in memory, so server tests need no build. Test-only. */
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";

import type { Bytes, StaticFile } from "./static-files";

/** The inline scripts of the test pages, exactly as written between their tags. */
export const INLINE_SCRIPTS = [
  'window.__reactRouterContext = {"basename":"/","ssr":false};',
  '\n  import "/assets/entry-abc123.js";\n',
  "console.log('scroll restoration')",
  'window.__page = "loan-predict";',
];

const [context, moduleScript, scroll, loanPage] = INLINE_SCRIPTS;

const HOME = `<!DOCTYPE html><html lang="en-GB"><head><title>Home</title>
<script src="/assets/entry-abc123.js" type="module"></script></head>
<body><main>Home</main><script>${context}</script><script type="module" async="">${moduleScript}</script>
<SCRIPT data-note="a > b">${scroll}</SCRIPT></body></html>`;

const LOAN_PAGE = `<!DOCTYPE html><html><body><main>Loan</main><script>${context}</script><script>${loanPage}</script></body></html>`;

const NOT_FOUND = `<!DOCTYPE html><html><body><h1>404</h1><p>Oops! Page not found</p></body></html>`;

// Long enough (> 512 bytes) for the loader's rule to prepare compressed copies.
const ASSET = `export const answer = 42;\n${"// padding so the file is worth compressing\n".repeat(20)}`;

function staticFile(text: string, type: string): StaticFile {
  const body = new TextEncoder().encode(text) as Bytes;
  const file: StaticFile = { body, type, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  if (body.length > 512) {
    file.gzip = gzipSync(body) as Bytes;
    file.br = brotliCompressSync(body) as Bytes;
  }
  return file;
}

export function testSite(): Map<string, StaticFile> {
  const html = "text/html; charset=utf-8";
  return new Map([
    ["/index.html", staticFile(HOME, html)],
    ["/projects/loan-predict/index.html", staticFile(LOAN_PAGE, html)],
    ["/404/index.html", staticFile(NOT_FOUND, html)],
    ["/assets/entry-abc123.js", staticFile(ASSET, "text/javascript; charset=utf-8")],
    ["/robots.txt", staticFile("User-agent: *\nAllow: /\n", "text/plain; charset=utf-8")],
  ]);
}

/** A POST of `body` (serialised unless already a string) to /api/predict, as JSON unless told otherwise. */
export function predictRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
