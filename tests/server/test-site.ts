/** A tiny built site in a temporary folder, and the app over it, so server tests need no build. Test-only. */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import type { ServedModel } from "#model/kit/serving/served-model";
import { createApp } from "#server/app";
import type { LogLine } from "#server/middleware/request-log";
import { nodeClientAddress, nodeSite } from "#server/node-site";
import { memoryStore } from "#server/rate-limit/memory-store";
import { FIXTURE_MODELS } from "#tests/support/kit/fixture-models";

/** Two made-up CSP hashes, as the build would list them. */
export const TEST_SCRIPT_HASHES = ["'sha256-AAAA'", "'sha256-BBBB'"];

const HOME = `<!DOCTYPE html><html lang="en-GB"><head><title>Home</title></head><body><main>Home</main></body></html>`;
const LOAN_PAGE = `<!DOCTYPE html><html><body><main>Loan</main></body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html><body><h1>404</h1><p>Oops! Page not found</p>${"<!-- padding -->".repeat(40)}</body></html>`;
// Long enough to be worth compressing, as the build's rule (> 512 bytes) would.
export const TEST_ASSET = `export const answer = 42;\n${"// padding so the file is worth compressing\n".repeat(20)}`;

/** The files of the test site, by URL path; those over 512 bytes get .br and .gz copies. */
export const TEST_FILES: Record<string, string> = {
  "/index.html": HOME,
  "/projects/loan-predict/index.html": LOAN_PAGE,
  "/404/index.html": NOT_FOUND,
  "/assets/entry-abc123.js": TEST_ASSET,
  // A worker's script: it runs under its own answer's CSP (server/app.ts).
  "/pagefind/pagefind-worker.js": TEST_ASSET,
  "/robots.txt": "User-agent: *\nAllow: /\n",
  "/.assetsignore": "*.br\n*.gz\n",
};

let root: string | undefined;

/** A file outside the site, linked into it as /secret.txt and /linked/ (a symbolic link is never served). */
export const OUTSIDE_TEXT = "not part of the site";

/** Writes the test site once per test file and returns its folder (the built client/). */
export function testSiteRoot(): string {
  if (root) return root;
  root = mkdtempSync(join(tmpdir(), "test-site-"));
  for (const [path, text] of Object.entries(TEST_FILES)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (text.length > 512) {
      writeFileSync(`${file}.gz`, gzipSync(text));
      writeFileSync(`${file}.br`, brotliCompressSync(text));
    }
  }
  const outside = mkdtempSync(join(tmpdir(), "outside-site-"));
  writeFileSync(join(outside, "secret.txt"), OUTSIDE_TEXT);
  symlinkSync(join(outside, "secret.txt"), join(root, "secret.txt"));
  symlinkSync(outside, join(root, "linked"));
  return root;
}

export type TestAppOptions = {
  /** Predictions per client and minute; 0 or absent turns the limit off. */
  rateLimitPerMinute?: number;
  /** Proxies trusted to append to X-Forwarded-For (see clientAddress). */
  trustedProxies?: number;
  now?: () => number;
  log?: LogLine;
  /** False as on Workers, where the platform compresses. */
  compress?: boolean;
  /** False as when the owner switches the demo off. */
  loanDemo?: boolean;
  /** The owner's models; by default the fixture owner's (tests/fixtures/content/models/), `{}` for none. */
  models?: Readonly<Record<string, ServedModel>>;
  /** The image sources the build found (scripts/build/csp-hashes.ts); none when absent. */
  imageSources?: readonly string[];
  /** As the build records them for a site with a search page. */
  webAssemblyPaths?: readonly string[];
};

/** The app as node.ts builds it, over the test site. */
export function testApp({
  rateLimitPerMinute = 0,
  trustedProxies = 0,
  now = Date.now,
  log,
  compress,
  loanDemo,
  models = FIXTURE_MODELS,
  imageSources,
  webAssemblyPaths,
}: TestAppOptions = {}) {
  return createApp({
    site: nodeSite(testSiteRoot()),
    scriptHashes: TEST_SCRIPT_HASHES,
    imageSources,
    rateLimitStore:
      rateLimitPerMinute > 0 ? memoryStore({ limit: rateLimitPerMinute, windowMs: 60_000, now }) : undefined,
    clientAddress: nodeClientAddress(trustedProxies),
    log,
    now,
    compress,
    loanDemo,
    models,
    webAssemblyPaths,
  });
}

/** A POST of `body` (serialised unless already a string) to /api/predict, as JSON unless told otherwise. */
export function predictRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
