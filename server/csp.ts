import type { secureHeaders } from "hono/secure-headers";

/** hono/secure-headers' CSP option (the middleware does not export its type). */
export type ContentSecurityPolicy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]
>;

/**
 * The site's Content-Security-Policy. Scripts: our own files plus exactly the inline scripts of the
 * built pages, by the hashes the build computed (scripts/build/csp-hashes.ts), so no 'unsafe-inline'.
 * Styles allow inline because sonner injects its stylesheet at run time. Images: our own, and the
 * sources the build found the pages loading (`imageSources`: a remote project picture's origin), no other.
 * `webAssembly`: the page may compile WebAssembly ('wasm-unsafe-eval', which allows WebAssembly and nothing else of
 * eval's): the search page, whose index is read by Pagefind's WASM module, and Pagefind's worker script, whose own
 * answer's policy governs the worker.
 */
export function siteContentSecurityPolicy(
  scriptHashes: readonly string[],
  imageSources: readonly string[] = [],
  { webAssembly = false }: { webAssembly?: boolean } = {},
): ContentSecurityPolicy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...imageSources],
    connectSrc: ["'self'", "https://api.emailjs.com"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Whether `path` is one of `paths` (the build's record: "/search", or a folder written "/pagefind/"): the page
 * as the server answers it, at "/search", "/search/" or "/search/index.html".
 */
export function matchesPaths(path: string, paths: readonly string[]): boolean {
  const page = path.replace(/\/index\.html$/, "").replace(/(.)\/$/, "$1");
  return paths.some((entry) => (entry.endsWith("/") ? path.startsWith(entry) : page === entry));
}

/**
 * The policy for the API's JSON answers: they run no script and load nothing, so nothing is
 * allowed (the OWASP advice for APIs).
 */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};
